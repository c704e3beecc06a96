# syntax=docker/dockerfile:1
# The API image (docs/deploy.md): one image for every role, API_MODE=api|worker|all picks it.
# Build from the repository root: docker build -f deploy/api.Dockerfile -t vidinsight-api .

FROM node:24-bookworm-slim AS build
WORKDIR /src
ENV CI=1 TURBO_TELEMETRY_DISABLED=1
COPY . .
# scripts/pnpm.mjs installs the pinned pnpm from the npm registry, then the locked dependencies.
RUN node scripts/pnpm.mjs install --frozen-lockfile --filter "@vi/api..." \
 && node scripts/pnpm.mjs --filter @vi/api run build \
 && node scripts/pnpm.mjs --filter @vi/api deploy --prod --legacy /out \
 && rm -rf /out/src /out/test /out/bench /out/scripts \
 && cp -r apps/api/dist /out/dist

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    API_MODE=all \
    API_PORT=8787 \
    METRICS_PORT=9464
WORKDIR /app
# Production dependencies (npm packages stay external to the bundle) and dist/ (index.js, admin.js, the
# migrations), owned by root and only readable by the unprivileged user that runs them.
COPY --from=build /out /app
USER node
EXPOSE 8787 9464
# api and all: /readyz (database, migrations, queue); worker (no HTTP): its metrics listener.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["node", "-e", "const m=process.env.API_MODE==='worker';fetch(m?`http://127.0.0.1:${process.env.METRICS_PORT}/metrics`:`http://127.0.0.1:${process.env.API_PORT}/readyz`).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "dist/index.js"]
