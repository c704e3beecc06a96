#!/usr/bin/env bash
# The compose stack's smoke test (run by the `images` job of .github/workflows/ci.yml; Docker has no daemon on
# the development machines, where `npm run smoke` checks the same artifacts without containers).
# Builds both images, starts deploy/compose.yaml with a CI configuration, and checks: both API replicas and
# the worker healthy, the proxy serving the API (/readyz) and the website (its CSP, the app.html fallback),
# and SIGTERM to one API replica under load answered without a 5xx.
set -euo pipefail
cd "$(dirname "$0")"

cp .env.example .env
secret() { head -c 48 /dev/urandom | base64 | tr -d '/+=\n' | head -c 48; }
cat >> .env <<CONF
POSTGRES_PASSWORD=$(secret)
WEB_SITE_ADDRESS=http://vidinsight.test
API_SITE_ADDRESS=http://api.vidinsight.test
PROXY_HTTP_PORT=8080
PROXY_HTTPS_PORT=8443
WEB_ORIGIN=https://vidinsight.test
API_PUBLIC_URL=https://api.vidinsight.test
FIREBASE_PROJECT_ID=vidinsight-ci
YOUTUBE_API_KEY=AIza$(secret | head -c 35)
AFFILIATE_IP_SECRET=$(secret)
RECAP_SIGNING_SECRET=$(secret)
VITE_API_BASE_URL=https://api.vidinsight.test
VITE_FIREBASE_API_KEY=AIza$(secret | head -c 35)
VITE_FIREBASE_PROJECT_ID=vidinsight-ci
VITE_FIREBASE_AUTH_DOMAIN=vidinsight-ci.firebaseapp.com
CONF
compose() { docker compose -f compose.yaml --env-file .env "$@"; }
trap 'compose logs --no-color --tail=80 || true; compose down -v || true; rm -f .env' EXIT

compose build
compose up -d --wait --wait-timeout 300

api() { curl -s -o /dev/null -w '%{http_code}' -H 'Host: api.vidinsight.test' "http://127.0.0.1:8080$1"; }
web() { curl -s -H 'Host: vidinsight.test' "http://127.0.0.1:8080$1" "${@:2}"; }

test "$(compose ps --format '{{.Service}} {{.Health}}' | grep -c '^api healthy')" = 2
compose ps --format '{{.Service}} {{.Health}}' | grep -q '^worker healthy'
test "$(api /readyz)" = 200
web / -D - -o /dev/null | grep -qi "^content-security-policy: default-src 'self'"
web /outliers | grep -q 'id="root"'
test "$(web /assets/missing.js -o /dev/null -w '%{http_code}')" = 404
echo "[compose-smoke] replicas healthy, proxy serves the API and the website with its headers"

# SIGTERM to one replica under load: every request still gets a non-5xx answer.
codes=$(mktemp)
( end=$((SECONDS + 8)); while [ $SECONDS -lt $end ]; do api /healthz >>"$codes"; echo >>"$codes"; done ) &
load=$!
sleep 2
docker kill --signal SIGTERM "$(compose ps -q api | head -n 1)"
wait "$load"
echo "[compose-smoke] answers under SIGTERM: $(sort "$codes" | uniq -c | tr '\n' ' ')"
! grep -q '^5' "$codes"
echo "[compose-smoke] passed"
