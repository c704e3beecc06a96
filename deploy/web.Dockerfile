# syntax=docker/dockerfile:1
# The website image (docs/deploy.md): the built dist/ served by Caddy with the headers of dist/_headers
# and the app.html fallback. The VITE_* values are baked in at build time (build args).
# Build from the repository root: docker build -f deploy/web.Dockerfile --build-arg VITE_API_BASE_URL=... .

FROM node:24-bookworm-slim AS build
WORKDIR /src
ENV CI=1 TURBO_TELEMETRY_DISABLED=1
ARG VITE_API_BASE_URL
ARG VITE_FIREBASE_API_KEY
ARG VITE_FIREBASE_PROJECT_ID
ARG VITE_FIREBASE_AUTH_DOMAIN
ARG VITE_FIREBASE_AUTH_EMULATOR_URL=""
ARG VITE_CHROME_STORE_URL
ARG VITE_SAFARI_STORE_URL
ARG VITE_CHAT_SCRIPT_URL=""
ARG VITE_SUPPORT_EMAIL
ARG VITE_SISTER_PRODUCT_URL
COPY . .
RUN node scripts/pnpm.mjs install --frozen-lockfile --filter "@vi/web..." \
 && node scripts/pnpm.mjs --filter @vi/web exec vite build \
 && node deploy/web/caddy-headers.mjs apps/web/dist/_headers > /headers.caddy

FROM caddy:2-alpine
RUN adduser -D -u 10001 web && mkdir -p /data /config && chown web /data /config
COPY deploy/web/Caddyfile /etc/caddy/Caddyfile
COPY --from=build /headers.caddy /etc/caddy/headers.caddy
COPY --from=build /src/apps/web/dist /srv
USER web
ENV XDG_DATA_HOME=/data XDG_CONFIG_HOME=/config
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/"]
