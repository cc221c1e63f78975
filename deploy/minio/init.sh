#!/bin/sh
# One-shot MinIO setup (compose service "minio-init", image quay.io/minio/mc).
# Idempotent: safe to run on every "docker compose up".
#
#  - bucket "tis" (private; the gateway streams files with access checks)
#  - the application's own access key, limited to that bucket (tis-app-policy.json),
#    so services never hold the MinIO root credentials
#
#   MINIO_URL                             default http://minio:9000
#   MINIO_ROOT_USER, MINIO_ROOT_PASSWORD  root credentials (deploy/.env)
#   TIS_S3_ACCESS_KEY, TIS_S3_SECRET_KEY  the application key (deploy/.env)
set -eu

MINIO_URL="${MINIO_URL:-http://minio:9000}"
BUCKET="${BUCKET:-tis}"
POLICY_FILE="${POLICY_FILE:-${0%/*}/tis-app-policy.json}"

tries=0
until mc alias set local "$MINIO_URL" "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null 2>&1; do
  tries=$((tries + 1))
  if [ "$tries" -ge 60 ]; then
    echo "MinIO at $MINIO_URL not reachable" >&2
    exit 1
  fi
  sleep 2
done

mc mb --ignore-existing "local/$BUCKET"
mc anonymous set none "local/$BUCKET"

mc admin policy create local tis-app "$POLICY_FILE"
mc admin user add local "$TIS_S3_ACCESS_KEY" "$TIS_S3_SECRET_KEY"
# "attach" fails when the policy is already attached; the check below is what counts.
mc admin policy attach local tis-app --user "$TIS_S3_ACCESS_KEY" >/dev/null 2>&1 || true
# (shell built-ins only: the minimal mc image may lack grep)
info="$(mc admin user info local "$TIS_S3_ACCESS_KEY")"
case "$info" in
  *tis-app*) ;;
  *)
    echo "policy tis-app is not attached to $TIS_S3_ACCESS_KEY" >&2
    exit 1
    ;;
esac

echo "bucket $BUCKET ready"
