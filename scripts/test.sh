#!/usr/bin/env bash
# Every test: installs what is missing (apt packages, pnpm, packages), builds, then lint,
# typecheck, unit, medium (SQLite and MariaDB), distributed smoke, and browser (e2e) tests.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/ensure-test-deps.sh
bash scripts/prepare.sh

echo "== lint"
pnpm exec eslint .
pnpm --filter @tis/web lint
echo "== typecheck"
pnpm exec tsc -p tsconfig.check.json
pnpm exec tsc -p web/tsconfig.json --noEmit

results=.tmp/test-results
rm -rf "$results" && mkdir -p "$results"
status=0
for project in unit web medium smoke e2e; do
  echo "== tests: $project"
  pnpm exec vitest run --project "$project" --reporter=default --reporter=json --outputFile="$results/$project.json" || status=1
done

# Closing lines over all projects: every failed test by project and file (a failed file with no
# failed test, e.g. one that did not load, counts as one), then "N passed, N failed".
node -e '
  const fs = require("fs");
  let passed = 0, failed = 0, skipped = 0;
  for (const f of fs.readdirSync(process.argv[1]).sort()) {
    const r = JSON.parse(fs.readFileSync(process.argv[1] + "/" + f, "utf8"));
    const project = f.replace(/\.json$/, "");
    passed += r.numPassedTests; skipped += r.numPendingTests + (r.numTodoTests || 0);
    for (const file of r.testResults || []) {
      const where = `${project} ${file.name.replace(process.cwd() + "/", "")}`;
      const tests = (file.assertionResults || []).filter((t) => t.status === "failed");
      for (const t of tests) console.log(`failed: ${where} > ${t.fullName}`);
      if (file.status === "failed" && tests.length === 0) console.log(`failed: ${where} (${(file.message || "did not run").split("\n")[0]})`);
      failed += tests.length || (file.status === "failed" ? 1 : 0);
    }
  }
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
' "$results"
exit $status
