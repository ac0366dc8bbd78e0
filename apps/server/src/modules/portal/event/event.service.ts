import {
  EVENT_MESSAGES,
  type EventConfig,
  type EventKind,
  type EventSummary,
  type EventView,
  eventConfigSchema,
  type eventSaveRequestSchema,
  type participateRequestSchema,
} from '@reading/contract/event/event';
import type { z } from 'zod';
import { koreaDate } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { UploadKeeper } from '../community/public.ts';
import type { Actor } from '../core/actor.ts';
import { sanitizeRichText } from '../core/sanitize.ts';
import type { EventRepository, EventRow } from './event.repository.ts';

type SaveInput = z.output<typeof eventSaveRequestSchema>;
type ParticipateRequest = z.output<typeof participateRequestSchema>;

/**
 * Events (decision 103): each page of spec 001 §2.2 shows its open event (or the latest) with the
 * results its kind has, and the past ones stay readable. Members take part once; operators write events.
 */
export function createEventService(deps: {
  repository: EventRepository;
  bannedWords: BannedWordCheck;
  /** Keeps the images an event's content shows (decision 225). */
  uploads: UploadKeeper;
  now?: () => Date;
}) {
  const { repository, bannedWords } = deps;
  const today = () => koreaDate(deps.now?.() ?? new Date());
  const isOpen = (row: EventRow) => row.startDate <= today() && row.endDate >= today();
  const configOf = (row: EventRow): EventConfig => {
    const parsed = eventConfigSchema.safeParse(row.config);
    return parsed.success ? parsed.data : {};
  };

  const summary = (row: EventRow, participants: number): EventSummary => ({
    eventId: row.eventId,
    routeName: row.routeName,
    kind: row.kind as EventKind,
    title: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    openYn: isOpen(row) ? 'Y' : 'N',
    participantCount: participants,
  });

  async function view(row: EventRow, actor: Actor | null): Promise<EventView> {
    const config = configOf(row);
    const [tally, counts, mine] = await Promise.all([
      repository.tally(row.eventId),
      repository.participantCounts(),
      actor ? repository.participationOf(row.eventId, actor.memberKey) : Promise.resolve(null),
    ]);
    return {
      ...summary(row, counts.get(row.eventId) ?? 0),
      content: row.content,
      candidates: (config.candidates ?? []).map((c) => ({ ...c, votes: tally.choices.get(c.id) ?? 0 })),
      options: (config.options ?? []).map((label, index) => ({
        index,
        label,
        votes: tally.choices.get(String(index)) ?? 0,
      })),
      questions: (config.questions ?? []).map((q) => ({ question: q.question, choices: q.choices })),
      surveyKey: config.surveyKey ?? null,
      unit: config.unit ?? null,
      goal: config.goal ?? null,
      total: tally.total,
      mine: mine
        ? {
            choice: mine.choice,
            amount: mine.amount,
            score: mine.score,
            note: mine.note,
            regDate: mine.regDate.toISOString(),
          }
        : null,
    };
  }

  function operator(actor: Actor | null) {
    if (!actor) throw unauthorized();
    if (!actor.operator) throw forbidden(EVENT_MESSAGES.staffOnly);
    return actor;
  }

  /** What the kind's part must hold; answers the row to store. */
  async function partOf(row: EventRow, body: ParticipateRequest) {
    const config = configOf(row);
    switch (row.kind as EventKind) {
      case 'vote':
        if (!config.candidates?.some((c) => c.id === body.choice))
          throw badRequest(EVENT_MESSAGES.invalidChoice);
        return { choice: body.choice! };
      case 'balance':
        if (!['0', '1'].includes(body.choice ?? '')) throw badRequest(EVENT_MESSAGES.invalidChoice);
        return { choice: body.choice! };
      case 'quiz': {
        const questions = config.questions ?? [];
        const answers = body.answers ?? [];
        if (answers.length !== questions.length) throw badRequest(EVENT_MESSAGES.answerAll);
        const score = questions.filter((q, i) => q.answer === answers[i]).length;
        return { answers, score };
      }
      case 'count': {
        const amount = body.amount ?? 0;
        if (amount < 1 || amount > 1000) throw badRequest(EVENT_MESSAGES.amountInvalid);
        return { amount, note: body.note?.trim() || null };
      }
      case 'gathering':
      case 'mission': {
        const note = body.note?.trim();
        if (!note) throw badRequest(EVENT_MESSAGES.noteRequired);
        return { note };
      }
      case 'entry':
        throw badRequest(EVENT_MESSAGES.entryKind);
      case 'survey':
        throw badRequest(EVENT_MESSAGES.surveyKind);
    }
  }

  return {
    /** The page's event (the one asked for, else the open one, else the latest) and its past events. */
    async page(actor: Actor | null, routeName: string, eventId?: number) {
      const rows = await repository.ofRoute(routeName, actor, today());
      const chosen =
        (eventId !== undefined ? rows.find((r) => r.eventId === eventId) : undefined) ??
        rows.find(isOpen) ??
        rows.find((r) => r.startDate <= today()) ??
        null;
      if (eventId !== undefined && chosen?.eventId !== eventId) throw notFound(EVENT_MESSAGES.notFound);
      const counts = await repository.participantCounts();
      return {
        event: chosen ? await view(chosen, actor) : null,
        pastEvents: rows
          .filter((r) => r.endDate < today() && r.eventId !== chosen?.eventId)
          .map((r) => summary(r, counts.get(r.eventId) ?? 0)),
      };
    },

    /** Takes the member's part once (a vote counts once), while the event is open. */
    async participate(actor: Actor | null, body: ParticipateRequest) {
      if (!actor) throw unauthorized();
      const row = await repository.findStarted(body.eventId, actor, today());
      if (!row) throw notFound(EVENT_MESSAGES.notFound);
      if (!isOpen(row)) throw badRequest(EVENT_MESSAGES.notOpen);
      const part = await partOf(row, body);
      await bannedWords.assertClean(part.note);
      if (!(await repository.participate({ eventId: row.eventId, memberKey: actor.memberKey, ...part })))
        throw conflict(EVENT_MESSAGES.already);
      return view(row, actor);
    },

    async manageList(actor: Actor | null) {
      operator(actor);
      const [rows, counts] = await Promise.all([repository.all(), repository.participantCounts()]);
      return { list: rows.map((r) => summary(r, counts.get(r.eventId) ?? 0)), totalCount: rows.length };
    },

    async save(actor: Actor | null, input: SaveInput) {
      const a = operator(actor);
      if (input.eventId !== undefined && !(await repository.find(input.eventId)))
        throw notFound(EVENT_MESSAGES.notFound);
      const config = input.config;
      const needs: Partial<Record<EventKind, boolean>> = {
        vote: (config.candidates?.length ?? 0) >= 2,
        balance: config.options?.length === 2,
        quiz:
          (config.questions?.length ?? 0) >= 1 && config.questions!.every((q) => q.answer < q.choices.length),
        survey: config.surveyKey !== undefined,
      };
      if (needs[input.kind] === false) throw badRequest(EVENT_MESSAGES.configInvalid);
      const content = sanitizeRichText(input.content);
      await bannedWords.assertClean(input.title, content);
      const eventId = await repository.save(input.eventId ?? null, {
        routeName: input.routeName,
        kind: input.kind,
        title: input.title,
        content,
        startDate: input.startDate,
        endDate: input.endDate,
        config,
        writerMemberKey: a.memberKey,
      });
      await deps.uploads.imagesIn(content, a.memberKey);
      return view((await repository.find(eventId))!, a);
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;
