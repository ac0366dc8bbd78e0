/**
 * Decision 057: zod's compiled object parser probes `new Function` once, and under the portal's
 * Content-Security-Policy (no 'unsafe-eval') Chromium reports that probe as a violation even though
 * zod catches it. `jitless` skips the probe and the compiled parser. Set through zod's shared global
 * config object (`globalThis.__zod_globalConfig`, which zod adopts when it loads), so the first load
 * still downloads no zod (decision 026).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
