#!/usr/bin/env bash
# The one test command (README quick start, .ci/run): provisions what is missing, then runs every check
# and every test, and ends with the line "N passed, N failed".
#   --update-visual   re-record the visual baselines instead of comparing against them
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/provision.sh"
cd "$ROOT"

update_visual=""
[ "${1:-}" = "--update-visual" ] && update_visual="--update-snapshots=all"

install_dependencies || { echo "0 passed, 1 failed"; exit 1; }
install_browser || { echo "0 passed, 1 failed"; exit 1; }

REPORTS="$ROOT/reports"
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
STEPS="$REPORTS/steps.tsv"
: >"$STEPS"
export CI="${CI:-}" FORCE_COLOR=0

# step NAME REPORT -- COMMAND...   runs one step, keeps its output in reports/NAME.log, records its result.
step() {
  local name="$1" report="$2"; shift 3
  local started=$SECONDS
  say "$name"
  "$@" >"$REPORTS/$name.log" 2>&1
  local code=$?
  printf '%s\t%s\t%s\n' "$name" "$code" "$report" >>"$STEPS"
  if [ $code -ne 0 ]; then
    echo "  ✗ $name failed ($((SECONDS - started)) s) — last lines of reports/$name.log:" >&2
    tail -n 40 "$REPORTS/$name.log" | sed 's/^/    /' >&2
  else
    echo "  ✓ $name ($((SECONDS - started)) s)" >&2
  fi
  return $code
}

step lint "" -- pnpm biome check .
step typecheck "" -- pnpm tsc -p tsconfig.json --noEmit
step build-packages "" -- pnpm -r --filter './packages/*' build
for pkg in packages/*/; do
  name=$(basename "$pkg")
  step "package-$name" "" -- bash -c "cd '$pkg' && pnpm check:package"
done
# What a brand developer receives: licence, metadata, optional peers, no stories or story harnesses (issue 11).
step packed-packages "" -- node scripts/inspect-packages.mjs --keep-packs "$REPORTS/packs"
# The example brand site from those tarballs, built with the precompiled styles and with the Tailwind entry; its
# screenshots and its wrong-merchant test run with the visual tests (tests/visual/brand-site.spec.ts).
step brand-site "" -- node examples/brand-site/scripts/build-from-kit.mjs --packs "$REPORTS/packs" --out "$REPORTS/brand-site"
# The published ui index imports in Node (server rendering, tests): no DOM or browser-only work at module level.
step ui-imports-in-node "" -- bash -c "cd packages/ui && node --input-type=module -e \"await import('@lobbykit/ui')\""
# ui's layers: no feature imports another, platform and primitives no feature, only stories import testing/ (issue 11).
step ui-layers "" -- node packages/ui/scripts/feature-boundaries.mjs
# cn's merge knows only the kit's class groups: the file is current and merges every kit class as the full merge does.
step class-groups "" -- bash -c "cd packages/ui && node scripts/class-groups.mjs --check"
step tree-shaking "" -- node benchmarks/tree-shaking.mjs --no-build
step changesets "" -- pnpm changeset status
step domain-unit "$REPORTS/domain.json" -- pnpm exec vitest run --root packages/domain --coverage \
  --reporter=default --reporter=json --outputFile.json="$REPORTS/domain.json"
# The stories are tested in the Playwright step below (play, axe, screenshots in one render each), not here.
step unit "$REPORTS/vitest.json" -- pnpm exec vitest run \
  --project api-client --project i18n --project sandbox --project readme-samples \
  --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest.json"
step build-site "" -- pnpm --filter @lobbykit/site build
step bundle-size "" -- node benchmarks/bundle-size.mjs
# The lobby's budgets (issue 12): 1,000 games at 4x CPU slowdown, the median of three runs. One more try when they are
# missed, because a shared machine now and then lands a garbage collection in a scroll; a regression misses both.
step lobby-bench "" -- bash -c 'node benchmarks/lobby.mjs || node benchmarks/lobby.mjs'
step build-storybook "" -- pnpm --filter @lobbykit/ui exec storybook build --quiet --disable-telemetry -o storybook-static
step e2e-and-stories "$REPORTS/playwright.json" -- env PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/playwright.json" \
  pnpm exec playwright test --reporter=list,json $update_visual

node scripts/summarize.mjs "$STEPS"
