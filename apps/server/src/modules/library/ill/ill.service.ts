import type { IllGroup } from '@reading/contract/library/ill-groups';
import type { IllRepository } from './ill.repository.ts';

export function createIllService(repository: IllRepository) {
  return {
    /**
     * Inter-library-loan groups: the school's own group(s) when a NEIS code is given (narrowed to the
     * region when both are), otherwise every group of the region, each with its member libraries.
     */
    async list(
      provCode: string | undefined,
      neisCode: string | undefined,
      schKey?: string,
    ): Promise<IllGroup[]> {
      const school = neisCode ? { neisCode } : schKey ? { schKey: Number(schKey) } : null;
      let groups = school
        ? await repository.groupsByKeys(await repository.groupKeysOfSchool(school))
        : await repository.groupsByRegion(provCode ?? '');
      if (school && provCode && provCode !== 'A10') groups = groups.filter((g) => g.provCode === provCode);
      const members = await repository.membersOf(groups.map((g) => g.groupKey));
      return groups.map((g) => {
        const own = members
          .filter((m) => m.groupKey === g.groupKey)
          .map((m) => ({ neisCode: m.neisCode, libCode: m.libCode, schKey: m.schKey, schName: m.schName }));
        return {
          groupKey: g.groupKey,
          groupCode: g.groupCode,
          groupName: g.name,
          provCode: g.provCode,
          memberCount: own.length,
          members: own,
        };
      });
    },
  };
}
