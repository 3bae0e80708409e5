import { request as httpRequest } from 'node:http';

/**
 * A minimal browser for server tests: real HTTP to a server on this machine, any Host header
 * (fetch cannot set one), redirects left to the caller, and a cookie jar.
 */

export interface BrowserResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The Location header, when there is one. */
  location: string | undefined;
  json<T = unknown>(): T;
}

export interface RequestOptions {
  method?: string;
  /** Form fields (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** A JSON body. */
  json?: unknown;
  headers?: Record<string, string>;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    /** Where the server listens: http://127.0.0.1:<port>. */
    private readonly address: string,
    /** The Host the browser believes it is on, e.g. localhost:<port>. */
    readonly host: string,
    readonly headers: Record<string, string> = {},
  ) {}

  get origin(): string {
    return `http://${this.host}`;
  }

  /** An absolute URL of this origin, or a path. */
  async request(target: string, options: RequestOptions = {}): Promise<BrowserResponse> {
    const url = new URL(target, this.origin);
    if (url.host !== this.host) throw new Error(`request to another origin: ${url.href}`);
    const body =
      options.form !== undefined
        ? new URLSearchParams(options.form).toString()
        : options.json !== undefined
          ? JSON.stringify(options.json)
          : undefined;
    const headers: Record<string, string> = {
      host: this.host,
      'accept-language': 'en-US,en;q=0.9',
      ...this.headers,
      ...(options.form !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...options.headers,
    };
    const server = new URL(this.address);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { hostname: server.hostname, port: server.port, path: url.pathname + url.search, method: options.method ?? (body !== undefined ? 'POST' : 'GET'), headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            this.store(res.headers['set-cookie'] ?? []);
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: text,
              location: typeof res.headers.location === 'string' ? res.headers.location : undefined,
              json: <T>() => JSON.parse(text) as T,
            });
          });
        },
      );
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  }

  /** Follows redirects of this origin until one leaves it (answered as is) or a page answers. */
  async follow(target: string, options: RequestOptions = {}, limit = 10): Promise<BrowserResponse & { url: string }> {
    let response = await this.request(target, options);
    let url = new URL(target, this.origin).href;
    for (let i = 0; i < limit && response.status >= 300 && response.status < 400 && response.location; i++) {
      const next = new URL(response.location, url);
      if (next.host !== this.host || next.pathname.startsWith('/auth/') || !next.pathname.startsWith('/realms/')) {
        return { ...response, url };
      }
      url = next.href;
      response = await this.request(url);
    }
    return { ...response, url };
  }

  private store(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expires = attributes.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('expires='));
      const expired = expires ? Date.parse(expires.slice(8)) <= Date.now() : false;
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The value of an input or the action of a form in a page (enough for our server-rendered pages). */
export function formAction(html: string, index = 0): string {
  const actions = [...html.matchAll(/<form[^>]*action="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  if (!actions[index]) throw new Error(`no form #${index} in page:\n${html.slice(0, 2000)}`);
  return actions[index]!;
}

export function inputValue(html: string, name: string): string {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html) ?? new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html);
  if (!match) throw new Error(`no input ${name}`);
  return match[1]!.replace(/&amp;/g, '&');
}
