# One image for every role of the scale-out mode: API (the default command) and backtest worker
# (docker-compose.yml overrides the command). The web app is built into the image.
FROM node:20-bookworm-slim
WORKDIR /app
# better-sqlite3 compiles at install (the image also runs the embedded mode).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
EXPOSE 3000
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
