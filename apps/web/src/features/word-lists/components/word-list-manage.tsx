import { bannedWordWriteSchema, keywordBlockWriteSchema } from '@reading/contract/search/word-lists';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { forgetBannedWords } from '../../../lib/banned-words.ts';
import { useMember } from '../../../lib/member.ts';
import { wordListsMessages } from '../../../messages/word-lists.ts';
import { useMemberGuard } from '../../membership/public.ts';
import {
  changeBannedWords,
  changeSchoolBlockList,
  getManagedBannedWords,
  getSchoolBlockList,
} from '../api/word-lists.ts';
import { WordListSection } from './word-list-section.tsx';
import './word-lists.css';

/** The header's blocked-term list (features/header-search) is cached under this key prefix. */
const HEADER_BLOCK_LIST_KEY = ['keyword', 'block'];

/** Where a banned word comes from, read at render time (the English catalogue may have renamed it). */
const sourceTag = (source: 'seed' | 'ownSchool' | 'otherSchool') =>
  ({
    seed: wordListsMessages.seeded,
    ownSchool: wordListsMessages.ownSchool,
    otherSchool: wordListsMessages.otherSchool,
  })[source];

/** Each section's form checks one word with the contract's rule for its list. */
const blockedTermForm = z.object({ word: keywordBlockWriteSchema.shape.keyword });
const bannedWordForm = z.object({ word: bannedWordWriteSchema.shape.word });

/**
 * SearchWordManage (docs/decisions/014-word-list-editing.md): a school librarian (member type 03)
 * edits the school's blocked search terms and the nationwide banned words. The server answers 403 to
 * everyone else; this page says so instead of showing forms that would fail.
 */
export function WordListManage() {
  const session = useMemberGuard({ needsDls: false });
  const member = useMember();
  const queryClient = useQueryClient();
  const isManager = member?.role === 'manager';
  const neisCode = member?.neisCode ?? null;

  const blockList = useQuery({
    queryKey: ['wordLists', 'block', neisCode],
    queryFn: () => getSchoolBlockList(neisCode!),
    enabled: isManager && neisCode !== null,
  });
  const bannedWords = useQuery({
    queryKey: ['wordLists', 'banned'],
    queryFn: getManagedBannedWords,
    enabled: isManager,
  });

  if (!session) return null;
  if (!isManager) {
    return <StatusMessage title={wordListsMessages.managerOnly} icon="error" />;
  }

  return (
    <div className="word-lists">
      <h1 className="word-lists__title">{wordListsMessages.title}</h1>
      <p className="word-lists__description">{wordListsMessages.description}</p>
      <div className="word-lists__grid">
        {neisCode ? (
          <WordListSection
            title={wordListsMessages.blockTitle}
            help={wordListsMessages.blockHelp}
            inputLabel={wordListsMessages.blockInput}
            items={blockList.data?.map((b) => ({
              word: b.keyword,
              tag: b.neisCode ? wordListsMessages.ownSchool : wordListsMessages.nationwide,
              removable: b.neisCode !== '',
            }))}
            failed={blockList.isError}
            schema={blockedTermForm}
            change={async (action, keyword) => {
              await changeSchoolBlockList(action, neisCode, keyword);
              await queryClient.invalidateQueries({ queryKey: ['wordLists', 'block'] });
              // The header refuses the term from the next search on, without a reload.
              await queryClient.invalidateQueries({ queryKey: HEADER_BLOCK_LIST_KEY });
            }}
          />
        ) : (
          <StatusMessage variant="section" title={wordListsMessages.noSchool} icon="missing" />
        )}
        <WordListSection
          title={wordListsMessages.bannedTitle}
          help={wordListsMessages.bannedHelp}
          inputLabel={wordListsMessages.bannedInput}
          items={bannedWords.data?.map((w) => ({
            word: w.word,
            tag: sourceTag(w.source),
            removable: w.removable,
          }))}
          failed={bannedWords.isError}
          schema={bannedWordForm}
          change={async (action, word) => {
            await changeBannedWords(action, word);
            // The session-storage copy of the list is dropped, so the next check reads the new list.
            await forgetBannedWords(true);
            await queryClient.invalidateQueries({ queryKey: ['wordLists', 'banned'] });
          }}
        />
      </div>
    </div>
  );
}
