# syntax=docker/dockerfile:1.7
#
# One image for every TIS process. The runtime environment variable SERVICE picks the
# entry point: gateway, oauth, system, vehicle, document, diagnosis, job, log, search,
# fileconverter or all-in-one. The build argument of the same name only sets its default:
#
#   docker build -t tis-app .                             # SERVICE=gateway by default
#   docker run -e SERVICE=document ... tis-app            # same image, another service
#   docker build --build-arg SERVICE=all-in-one -t tis-embedded .
#
# See deploy/README.md for how production runs it.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---------------------------------------------------------------------------------------
# build: full workspace install, tsc -b + vite build, then a production-only install
# ---------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build

# better-sqlite3 falls back to node-gyp when no prebuilt binary matches; node-gyp then
# needs python3, make, g++ and the headers that ship with the image under /usr/local.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*

ENV PNPM_HOME=/pnpm \
    PATH=/pnpm:$PATH \
    COREPACK_ENABLE_DOWNLOAD_PROMPT=0 \
    npm_config_nodedir=/usr/local \
    CI=true

WORKDIR /src

# pnpm at the exact version of the packageManager field, through corepack. A current
# corepack carries the registry's current signing keys (an old bundled one can reject a
# newer pnpm); --force lets it replace the image's yarn links, which its package also
# declares.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN npm install --global --force --no-fund --no-audit corepack@latest \
 && corepack enable pnpm \
 && corepack install \
 && pnpm --version

# Download every package of the lockfile into the store; this layer only changes with
# the lockfile.
RUN --mount=type=cache,id=tis-pnpm-store,target=/pnpm/store \
    pnpm fetch --frozen-lockfile --store-dir /pnpm/store

COPY . .

RUN --mount=type=cache,id=tis-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --prefer-offline --store-dir /pnpm/store

RUN pnpm build

# Replace the development install with production dependencies of the server packages
# only (no web, e2e or bench dependencies, no TypeScript, no Vitest).
RUN --mount=type=cache,id=tis-pnpm-store,target=/pnpm/store \
    rm -rf node_modules shared/*/node_modules services/*/node_modules \
           web/node_modules e2e/node_modules bench/node_modules \
 && pnpm install --frozen-lockfile --prefer-offline --store-dir /pnpm/store --prod \
      --filter "./shared/**" --filter "./services/**"

# Assemble exactly what runs: manifests, compiled output, production node_modules (with
# the workspace symlinks pnpm made), the built SPA and the container health check.
RUN set -eu; \
    mkdir -p /out/deploy /out/web; \
    cp -a package.json node_modules /out/; \
    for dir in shared/* services/*; do \
      if [ ! -f "$dir/package.json" ]; then continue; fi; \
      mkdir -p "/out/$dir"; \
      cp -a "$dir/package.json" "/out/$dir/"; \
      if [ -d "$dir/dist" ]; then cp -a "$dir/dist" "/out/$dir/"; fi; \
      if [ -d "$dir/node_modules" ]; then cp -a "$dir/node_modules" "/out/$dir/"; fi; \
    done; \
    cp -a web/dist /out/web/dist; \
    cp deploy/healthcheck.mjs /out/deploy/; \
    find /out/shared /out/services -path '*/node_modules' -prune -o -type f \
      \( -name '*.tsbuildinfo' -o -name '*.d.ts' -o -name '*.d.ts.map' \) -print0 \
      | xargs -0 rm -f

# ---------------------------------------------------------------------------------------
# runtime: Node only, no compilers, no package manager, code owned by root, runs as node
# ---------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime

# tini reaps children and forwards SIGTERM so Nest's shutdown hooks run on "stop".
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*

ARG SERVICE=gateway
ENV NODE_ENV=production \
    NODE_OPTIONS="--enable-source-maps --max-semi-space-size=64 --expose-gc" \
    SERVICE=${SERVICE} \
    TIS_HOST=0.0.0.0

WORKDIR /app
COPY --from=build /out/ /app/

# ./data is only written by the embedded all-in-one (SQLite files, local file storage).
RUN mkdir -p /app/data && chown node:node /app/data

USER node

# 3000 service HTTP, 4000 service TCP transport, 8080 gateway HTTP
EXPOSE 3000 4000 8080

HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "/app/deploy/healthcheck.mjs"]

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["/bin/sh", "-c", "exec node services/${SERVICE}/dist/main.js"]
