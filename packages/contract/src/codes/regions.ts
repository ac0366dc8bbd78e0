/**
 * Region (office of education) codes, spec 000 §3. A10 means "all regions";
 * V10 is the overseas Korean schools. The NEIS `prov_code` of a school is one of these.
 */
export const REGIONS = [
  { code: 'A10', name: '전체', fullName: '전체' },
  { code: 'B10', name: '서울', fullName: '서울특별시' },
  { code: 'C10', name: '부산', fullName: '부산광역시' },
  { code: 'D10', name: '대구', fullName: '대구광역시' },
  { code: 'E10', name: '인천', fullName: '인천광역시' },
  { code: 'F10', name: '광주', fullName: '광주광역시' },
  { code: 'G10', name: '대전', fullName: '대전광역시' },
  { code: 'H10', name: '울산', fullName: '울산광역시' },
  { code: 'I10', name: '세종', fullName: '세종특별자치시' },
  { code: 'J10', name: '경기', fullName: '경기도' },
  { code: 'K10', name: '강원', fullName: '강원특별자치도' },
  { code: 'M10', name: '충북', fullName: '충청북도' },
  { code: 'N10', name: '충남', fullName: '충청남도' },
  { code: 'P10', name: '전북', fullName: '전북특별자치도' },
  { code: 'Q10', name: '전남', fullName: '전라남도' },
  { code: 'R10', name: '경북', fullName: '경상북도' },
  { code: 'S10', name: '경남', fullName: '경상남도' },
  { code: 'T10', name: '제주', fullName: '제주특별자치도' },
  { code: 'V10', name: '재외', fullName: '재외한국학교' },
] as const;

export type RegionCode = (typeof REGIONS)[number]['code'];
export const REGION_CODES = REGIONS.map((r) => r.code) as [RegionCode, ...RegionCode[]];
export const ALL_REGIONS: RegionCode = 'A10';

export function isRegionCode(value: string): value is RegionCode {
  return (REGION_CODES as readonly string[]).includes(value);
}
