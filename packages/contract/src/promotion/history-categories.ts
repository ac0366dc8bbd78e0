/**
 * Korean history category codes for promotion (spec 000 §3: 012002002 to 012002007). The spec gives
 * the codes only; their meaning is ours (decision 122): the periods of Korean history as school
 * textbooks divide them, in order.
 */
export const HISTORY_CATEGORY_CODES = [
  '012002002',
  '012002003',
  '012002004',
  '012002005',
  '012002006',
  '012002007',
] as const;
export type HistoryCategoryCode = (typeof HISTORY_CATEGORY_CODES)[number];

export const HISTORY_CATEGORIES: Record<HistoryCategoryCode, { name: string; kdcPrefixes: string[] }> = {
  '012002002': { name: '선사·고대', kdcPrefixes: ['911.01', '911.02', '911.03'] },
  '012002003': { name: '고려', kdcPrefixes: ['911.04'] },
  '012002004': { name: '조선 전기', kdcPrefixes: ['911.05'] },
  '012002005': { name: '조선 후기', kdcPrefixes: ['911.05'] },
  '012002006': { name: '근대·일제강점기', kdcPrefixes: ['911.06'] },
  '012002007': { name: '현대', kdcPrefixes: ['911.07'] },
};
