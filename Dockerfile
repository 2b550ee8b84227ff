# The server with the three web apps prebuilt, as `npm run cluster` runs it (decision 067). Not built in
# this repository's CI (no image registry); kept minimal and in the same shape as scripts/cluster.mjs.
# Build stage: every dependency, then the web apps and the server as JavaScript (decision 100).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build -w @lendwell/web \
 && npm run build -w @lendwell/console \
 && npm run build -w @lendwell/host \
 && npm run build -w @lendwell/server

# Runtime: production dependencies of the server and contracts only, the built apps, a non-root user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production APP_MODE=production PORT=3000 HOST=0.0.0.0 ROLE=all
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts packages/contracts
# The browser clients' shared kit: not needed at run time, but a workspace the lock file names.
COPY packages/client-kit packages/client-kit
COPY apps/server apps/server
COPY tsconfig.base.json ./
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/console/dist apps/console/dist
COPY --from=build /app/apps/host/dist apps/host/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
RUN npm ci --omit=dev --no-audit --no-fund -w @lendwell/server -w @lendwell/contracts \
 && npm cache clean --force \
 && chown -R node:node /app/apps/server
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains: readiness turns 503, in-flight requests and jobs finish (25 s at most).
STOPSIGNAL SIGTERM
# Compiled JavaScript: a start transpiles nothing; `compiled` picks the contracts' built modules (decision 100).
CMD ["node", "--enable-source-maps", "--conditions=compiled", "apps/server/dist/server.js"]
