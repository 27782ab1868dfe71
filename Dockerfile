# The server with the web console and the embeddable chat, for deploy/compose.yaml or any
# container platform. One image for every role: ROLE=api|worker|all picks what a container runs.
FROM node:24-bookworm-slim

ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0 \
    TURBO_TELEMETRY_DISABLED=1
RUN corepack enable

WORKDIR /app
COPY . .
# pnpm comes in the version package.json names (packageManager); the lockfile decides the rest.
RUN pnpm install --frozen-lockfile && pnpm run build

# Runs as the unprivileged node user; DATA_DIR is a volume it owns, and so is the server's compile
# cache (V8's code of the bundle, kept between starts of the container).
RUN mkdir -p /data apps/server/node_modules/.cache && chown node:node /data apps/server/node_modules/.cache
USER node
ENV DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=7860
VOLUME /data
EXPOSE 7860

# The server with the runtime settings of `npm start` (apps/server/runtime.mjs), in this process's
# place: it stays PID 1 and receives the container's stop signal.
CMD ["node", "apps/server/start.mjs"]
