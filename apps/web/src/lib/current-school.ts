import { parseSchKey } from '@reading/contract/schools/school-key-format';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { readSessionValue, SESSION_KEYS, writeSessionValue } from './session-storage.ts';
import { useSession } from './session-store.ts';
import { useSite } from './site.ts';

function validSchKey(value: string | null | undefined): string | null {
  return value ? parseSchKey(value) : null;
}

function rememberedSchKey(basePath: string): string | null {
  if (readSessionValue(SESSION_KEYS.schKeyBaseUrl) !== basePath) return null;
  return validSchKey(readSessionValue(SESSION_KEYS.schKey));
}

/**
 * The school whose data the shell shows (footer now; more later), or null.
 * The main site has no school. On a school site the logged-in member's school wins; otherwise a
 * school chosen with `?schKey=N`, remembered for the visit on that same site so it survives navigation
 * (an elementary school is not the school of the high-school site).
 */
export function useCurrentSchKey(): string | null {
  const site = useSite();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const fromQuery = site.level ? validSchKey(searchParams.get('schKey')) : null;

  useEffect(() => {
    if (!fromQuery) return;
    writeSessionValue(SESSION_KEYS.schKey, fromQuery);
    writeSessionValue(SESSION_KEYS.schKeyBaseUrl, site.basePath);
  }, [fromQuery, site.basePath]);

  if (!site.level) return null;
  return validSchKey(session?.schKey) ?? fromQuery ?? rememberedSchKey(site.basePath);
}
