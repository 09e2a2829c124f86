import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './throwawayPostgres';

/** nginx in front of several servers on loopback, like Caddy in front of compose.yaml's two. */
export interface ReverseProxy {
  url: string;
  /** nginx's access log so far (the `paths` format: no query strings). */
  accessLog(): string;
  stop(): Promise<void>;
}

function findNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/usr/bin/nginx'].find(
    (p) => existsSync(p),
  );
  if (!found) {
    throw new Error(
      'nginx was not found (/usr/sbin/nginx): the multi-server tests need a real reverse proxy. ' +
        'Install it (Debian: apt-get install -y nginx-light or nginx); .ci/run does.',
    );
  }
  return found;
}

/**
 * Starts nginx (foreground, its own prefix folder) balancing round robin over `upstreams`
 * (`127.0.0.1:port`). As in production: X-Forwarded-For is set (the servers run with
 * TRUST_PROXY=1), event streams are not buffered, and a request a stopping server drops is
 * passed to the next one even when it is a POST (`non_idempotent`): create_order is idempotent by
 * order_name, so a retried checkout finds the order the dying server may have written.
 * Every answer says which server gave it (X-Upstream), for the tests to tell them apart.
 */
export async function startNginx(
  upstreams: string[],
  options: {
    /**
     * Pass the client's X-Forwarded-For on as the only address, as if nginx had seen it: the soak's
     * simulated phones each name their own address, which an edge proxy would see on the socket.
     */
    clientAddressFromHeader?: boolean;
  } = {},
): Promise<ReverseProxy> {
  const nginx = findNginx();
  const prefix = mkdtempSync(join(tmpdir(), 'bukka-nginx-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  const port = await freePort();
  const config = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  # Paths only ($uri, never $request or $request_uri): the console's event stream carries its
  # token as ?token=, which must not reach a log file.
  log_format paths '$remote_addr [$time_local] "$request_method $uri $server_protocol" $status $body_bytes_sent $request_time $upstream_addr';
  access_log ${prefix}/access.log paths;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream bukka {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://bukka;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For ${options.clientAddressFromHeader ? '$http_x_forwarded_for' : '$proxy_add_x_forwarded_for'};
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_buffering off;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  const child: ChildProcess = spawn(
    nginx,
    ['-p', prefix, '-c', configFile, '-e', join(prefix, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  process.once('exit', () => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output}`);
    try {
      await fetch(`${url}/healthz`);
      const accessLog = () => {
        try {
          return readFileSync(join(prefix, 'access.log'), 'utf8');
        } catch {
          return '';
        }
      };
      return { url, accessLog, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer within 10 s:\n${output}`);
      }
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}
