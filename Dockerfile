# syntax=docker/dockerfile:1
# Bukka in one image: the built storefront and the bundled server on Node 24, production
# dependencies only (what dist-server/ imports: 126 MB of node_modules, MUI and React being
# bundled into dist/ and dist-ssr/), run as the unprivileged `node` user. compose.yaml runs two of these behind
# Caddy on PostgreSQL; alone (no DATABASE_URL) it keeps PGlite in the /data volume.

# NODE_IMAGE: the Node base image, pinned by digest from .env through compose.yaml (its header
# says how to take the digest); the tag alone without one.
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Dependencies first: this layer is reused until package-lock.json changes.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# dist/ (the storefront, vite build), dist-ssr/ (its home page renderer) and dist-server/ (main.js,
# cli.js), as `npm start` makes them.
RUN npm run build:server \
 && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    STATIC_DIR=/app/dist
# jemalloc instead of glibc's malloc for the process: sharp's libvips decodes on libuv's threads,
# and with glibc each thread's arena kept what one upload's decoding freed from the next one, so
# the same four uploads peaked 82 to 210 MB above idle run to run; with jemalloc 123 to 129 MB
# (tests/server/pictures.test.ts; sharp's documentation recommends it on glibc Linux).
RUN apt-get update \
 && apt-get install -y --no-install-recommends libjemalloc2 \
 && rm -rf /var/lib/apt/lists/* \
 && ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/local/lib/libjemalloc.so.2
ENV LD_PRELOAD=/usr/local/lib/libjemalloc.so.2
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/dist ./dist
# The home page's renderer (src/app/prerender.tsx for Node): `/` with the vendor's menu, hydrated.
COPY --from=build /app/dist-ssr ./dist-ssr
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz: the process answers. (Caddy asks /readyz, which also needs the database.)
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 with no shell in between, so `docker stop`'s SIGTERM reaches main.ts, which
# closes the server and the database cleanly.
CMD ["node", "dist-server/main.js"]
