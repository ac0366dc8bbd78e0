/** A browser's cookie jar for one origin, fed from `app.inject` answers or fetch `Response`s. */
export class CookieJar {
  private cookies = new Map<string, string>();

  take(res: { headers: Record<string, unknown> } | Response) {
    const list =
      res instanceof Response
        ? res.headers.getSetCookie()
        : (() => {
            const raw = res.headers['set-cookie'];
            return (Array.isArray(raw) ? raw : raw ? [raw] : []) as string[];
          })();
    for (const line of list) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(eq + 1).trim());
    }
  }

  /** A cookie the page's own script set (the web app's language choice, `lang=en`). */
  set(name: string, value: string) {
    this.cookies.set(name, value);
    return this;
  }

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
