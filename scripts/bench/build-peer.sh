#!/usr/bin/env bash
# Builds the bench's peer, bulletproof-react's apps/react-vite, outside this project, and serves it.
#
#   bash scripts/bench/build-peer.sh SOURCE_DIR [PORT]
#
# SOURCE_DIR holds apps/react-vite of github.com/alan2207/bulletproof-react (e.g. extracted with
# `git archive HEAD apps/react-vite | tar -x -C /work/peer`, then SOURCE_DIR=/work/peer/apps/react-vite).
# Then: npm run bench -- --peer http://127.0.0.1:PORT (default 4270). See docs/performance.md.
set -euo pipefail
src="${1:?usage: build-peer.sh SOURCE_DIR [PORT]}"
port="${2:-4270}"
cd "$src"

# The versions its yarn.lock pins, fetched from the npm registry this machine is set up for (npm
# reads yarn.lock; its resolved URLs name other hosts).
registry="$(npm config get registry)"
registry="${registry%/}/"
[ -f yarn.orig.lock ] || cp yarn.lock yarn.orig.lock
sed -E "s#(resolved \")https://[^/]+/#\1${registry}#" yarn.orig.lock >yarn.lock

# What `vite build` needs: its dependencies and the build's own tools. Storybook, ESLint,
# Playwright, pm2 and the test tools are left out (the app's bundle does not change).
[ -f package.orig.json ] || cp package.json package.orig.json
node -e '
const p = require("./package.orig.json");
const keep = ["@mswjs/data", "@tailwindcss/typography", "@vitejs/plugin-react", "autoprefixer",
  "js-cookie", "msw", "postcss", "tailwindcss", "typescript", "vite", "vite-tsconfig-paths"];
p.devDependencies = Object.fromEntries(Object.entries(p.devDependencies).filter(([k]) => keep.includes(k)));
delete p.scripts.prepare;
require("fs").writeFileSync("package.json", JSON.stringify(p, null, 2) + "\n");
'
# Its own mock on, as in its README (.env.example).
[ -f .env ] || cp .env.example .env
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --ignore-scripts --no-audit --no-fund
# `yarn build` is `tsc && vite build --base=/`; the typecheck needs the tools left out above.
npx vite build --base=/
echo "peer built in $src/dist; serving on http://127.0.0.1:$port (Ctrl-C stops it)"
exec npx vite preview --host 127.0.0.1 --port "$port" --strictPort
