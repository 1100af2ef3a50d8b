# The site and its service (the contact form, search, the editor's sign-in, metrics) in one image: `docker build --build-arg SITE_URL=https://www.example.com -t site .`
# then `docker run -p 3000:3000 -v site-data:/app/data site` (docs/deployment.md).
#
# Both stages run Node.js 24 LTS on one image, pinned by its digest (the multi-platform index) so a rebuild gets the
# same bytes until the pin is moved on purpose; Dependabot (.github/dependabot.yml) proposes the new digest whenever
# the node:24-bookworm-slim tag moves, which is how Node and Debian security fixes arrive.

# --- build: every dependency, then the prerendered site (dist/client) and the bundled server (dist/service) ---
FROM node:24-bookworm-slim@sha256:0e0ff40c39bc087845bfb27465a0df4ea419520094bc35842ff83dd8cbe6f9b6 AS build
# The share images are drawn from SVG text at build time and need a font. git reads the repository's history (its .git
# is in the build's context): the Arabic texts whose English changed after them, flagged in the editor, and the
# sitemap's dates. This stage is not shipped: the image that runs has neither git nor the history.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core git && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: no dependency needs its install script here. sharp and esbuild ship prebuilt binaries as
# optional packages; the scripts that remain belong to dev tools the build never runs (the header scanner's, which
# would download lists from the internet, and pg-native's, which would compile against libpq).
RUN npm ci --ignore-scripts
COPY . .
# The public origin is baked into canonical links, the sitemap and the company profile at build time.
ARG SITE_URL
RUN npm run build

# --- production dependencies: what the bundled server imports at run time (dist/service keeps packages external) ---
FROM node:24-bookworm-slim@sha256:0e0ff40c39bc087845bfb27465a0df4ea419520094bc35842ff83dd8cbe6f9b6 AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts

# --- runtime: the built files and the production dependencies only, run as the unprivileged `node` user ---
FROM node:24-bookworm-slim@sha256:0e0ff40c39bc087845bfb27465a0df4ea419520094bc35842ff83dd8cbe6f9b6
# The server never installs anything: npm, npx, corepack and yarn go, so a foothold in the container finds no package
# manager to fetch tools with, and their own dependencies' advisories no longer ship.
RUN rm -rf /usr/local/lib/node_modules /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack \
    /usr/local/bin/yarn /usr/local/bin/yarnpkg /opt/yarn-*
# GoAccess writes the staff's analytics report from the page views the service records (`node dist/service/analytics.mjs
# --out FILE`, docs/deployment.md#visitor-analytics); Debian's package, so its security fixes come with the base image's.
RUN apt-get update && apt-get install -y --no-install-recommends goaccess && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The build's origin stays the service's default: it accepts enquiries posted from it and sends editors back to it
# after GitHub sign-in. An operator can still move it at run time with `docker run -e SITE_URL=...`.
ARG SITE_URL
ENV NODE_ENV=production PORT=3000 SITE_URL=${SITE_URL}
COPY package.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
# dist/ is all the server reads: the pages, the search index and the content the build compiled (dist/content/).
COPY --from=build /app/dist ./dist
# The code stays owned by root, read-only to the server; it writes only to data/ (enquiry log, delivery records,
# outbox, the page views in data/analytics), a volume so enquiries outlive the container. data/analytics and reports/
# exist in the image, owned by the server's user, so a named volume mounted there (shared by replicas, or by the
# container that writes the report) starts writable.
RUN mkdir -p /app/data/analytics /app/reports && chown node:node /app/data /app/data/analytics /app/reports
VOLUME /app/data
USER node
EXPOSE 3000
# Liveness only: /healthz needs nothing but the process, so a database outage never marks the container unhealthy
# (the store has /healthz/store, for alerts). Slim images have no curl: Node's own fetch asks, on the interface the
# server listens on (HOST; every interface when unset or a wildcard, reached through loopback).
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "const h = process.env.HOST; const host = !h || h === '::' || h === '0.0.0.0' ? '127.0.0.1' : h.includes(':') ? `[${h}]` : h; fetch(`http://${host}:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/service/start.mjs"]
