#!/usr/bin/env bash
# The full check behind `npm test`: lint, types, unit and gateway tests, brand
# builds, e2e in Debian Chromium, the Storybook build, and every story opened in
# Chromium on every brand. Nothing phones home.
set -euo pipefail
cd "$(dirname "$0")/../.."

export NX_DAEMON=false NX_NO_CLOUD=true NX_USE_LOCAL=true NX_SKIP_NX_CACHE_CHECK=true
export STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1 CI="${CI:-true}"

passed=0
failed_stage=""
stage() {
  local name=$1
  shift
  echo ""
  echo "=== $name ==="
  local started=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "=== $name: ok ($((SECONDS - started)) s) ==="
  else
    failed_stage=$name
    echo "=== $name: FAILED ($((SECONDS - started)) s) ==="
    echo "0 passed, 1 failed"
    exit 1
  fi
}

if [ -n "${DATABASE_URL:-}" ]; then
  echo "DATABASE_URL is set: gateway tests also run on PostgreSQL"
else
  echo "DATABASE_URL is unset: PostgreSQL variants of the gateway tests are skipped"
fi

stage "chromium" bash tools/scripts/ensure-chromium.sh
stage "project graph" npx nx show projects
stage "lint" npx nx run-many -t lint --parallel=2 --outputStyle=stream
stage "typecheck and API reports" npx nx run-many -t typecheck api-report --parallel=2 --outputStyle=stream
stage "unit and gateway tests" npx nx run-many -t test --parallel=2 --outputStyle=stream
stage "build" npx nx run-many -t build --parallel=2 --outputStyle=stream
stage "bundle budgets" node tools/scripts/check-budgets.mjs
# Every project's e2e target (web-e2e's brand groups, the back office's), two at a time: each
# group has a gateway on its own ports. One group keeps about 1.1 of the 2 cores busy (its
# journeys run one at a time: Chromium, then the gateway, then Playwright), so two groups use
# both: the stage took 14.5 min (each group about 1.3 times as long as alone) against 25 min
# one group at a time. Measured with reduced motion and no trace screencast
# (apps/web-e2e/playwright.config.ts); last session, with the screencast and full motion, two
# groups at once had been slower than one at a time.
stage "e2e (Chromium, real gateway)" npx nx run-many -t e2e --parallel=2 --outputStyle=stream
# Cached Nx targets too (.storybook/project.json): they re-run when a story, a lib, a brand or
# .storybook/ changes, and replay otherwise.
stage "storybook build" npx nx run storybook:build-storybook --outputStyle=stream
stage "storybook stories (Chromium, every brand)" npx nx run storybook:test-storybook --outputStyle=stream

echo ""
echo "npm test: $passed passed, 0 failed"
