import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { OnlineRoom } from '@umka/contracts';
import { type PicnicCard, type PicnicMove, type PicnicView, picnicSum } from '@umka/games';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PicnicCardGrid } from '../../../trainers/picnic/PicnicCardGrid.tsx';
import { type PicnicNote, PicnicNoteLine } from '../../../trainers/picnic/PicnicNoteLine.tsx';
import { PicnicPlayerCard } from './PicnicPlayerCard.tsx';
import { findCard, isOver, legalMovesOf } from './picnicView.ts';

export interface PicnicBoardProps {
  room: OnlineRoom;
  onMove: (move: PicnicMove) => void;
  /** No moves for now (a move on its way, the room not in game). */
  disabled: boolean;
}

/** How long a refused card shakes. */
const SHAKE_MS = 450;
/** A second tap on the same view while the first move travels is not sent again. */
const RESEND_GUARD_MS = 1500;

/**
 * The picnic for two to four players as one person sees it: whose turn, the last move, the cards left in the deck,
 * every basket, and the blanket. On the viewer's turn a card that fits is taken with a tap (or Enter); one that does
 * not fit shakes and says why, and nothing is sent; when nothing fits, the viewer's basket cards put one back. The
 * server is the referee: the board only asks, and shows the room it gets back. A watcher sees it all and moves nothing.
 */
export function PicnicBoard({ room, onMove, disabled }: PicnicBoardProps) {
  const { t } = useTranslation();
  const view = room.room.play as PicnicView;
  const mySeat = room.room.mySeat;
  const version = room.room.version;
  const [note, setNote] = useState<PicnicNote | null>(null);
  const [refused, setRefused] = useState<number | null>(null);
  const sent = useRef<{ version: number; at: number } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new room version is a new position, the trigger here
  useEffect(() => {
    setNote(null);
    setRefused(null);
  }, [version]);
  useEffect(() => {
    if (refused === null) return;
    const id = window.setTimeout(() => setRefused(null), SHAKE_MS);
    return () => window.clearTimeout(id);
  }, [refused]);

  const over = isOver(view);
  const nameOf = (seat: number) => room.room.seats[seat]?.name ?? t('online.picnic.seat', { seat: seat + 1 });
  const mine = mySeat === null ? null : (view.players[mySeat] ?? null);
  const myTurn = mine !== null && !over && view.turn === mySeat;
  const canAct = myTurn && !disabled;
  const legal = myTurn ? legalMovesOf(view) : [];
  const stuck = legal[0]?.kind === 'putBack';

  const send = (move: PicnicMove) => {
    const last = sent.current;
    if (last && last.version === version && Date.now() - last.at < RESEND_GUARD_MS) return;
    sent.current = { version, at: Date.now() };
    onMove(move);
  };

  const take = (card: PicnicCard) => {
    if (legal.some((move) => move.kind === 'take' && move.card === card.id)) {
      send({ kind: 'take', card: card.id });
      return;
    }
    // Only a card that would take the basket past its target is not among the moves.
    const sum = picnicSum(mine?.basket ?? []);
    const target = mine?.target ?? 0;
    setNote({ kind: 'tooMuch', sum, value: card.value, total: sum + card.value, target });
    setRefused(card.id);
  };

  const shownNote: PicnicNote | null = note ?? (canAct && stuck ? { kind: 'stuck' } : null);
  const others = view.players.flatMap((player, seat) => (seat === mySeat ? [] : [{ player, seat }]));
  return (
    <Stack gap="md" w="100%" maw={760} mx="auto" data-testid="picnic-board">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <TurnBanner over={over} myTurn={myTurn} name={nameOf(view.turn)} />
        <Badge size="lg" variant="light" color="grape" data-testid="picnic-deck">
          {t('online.picnic.deck', { count: view.deckSize })}
        </Badge>
      </Group>
      <LastMove view={view} nameOf={nameOf} />
      {others.length > 0 ? (
        <SimpleGrid cols={{ base: Math.min(others.length, 2), sm: Math.min(others.length, 4) }} spacing="sm">
          {others.map(({ player, seat }) => (
            <PicnicPlayerCard
              key={seat}
              player={player}
              name={nameOf(seat)}
              mine={false}
              toMove={!over && view.turn === seat}
              compact
              onPutBack={null}
            />
          ))}
        </SimpleGrid>
      ) : null}
      <Box className="umka-picnic-blanket" p="sm">
        <PicnicCardGrid
          cards={view.blanket}
          label={t('online.picnic.blanket')}
          columns={4}
          size="lg"
          onPick={canAct ? take : null}
          refused={refused}
          testId="picnic-blanket"
        />
      </Box>
      {mine && mySeat !== null ? (
        <>
          <PicnicNoteLine note={shownNote} />
          <PicnicPlayerCard
            player={mine}
            name={nameOf(mySeat)}
            mine
            toMove={myTurn}
            compact={false}
            onPutBack={canAct && stuck ? (card) => send({ kind: 'putBack', card: card.id }) : null}
            wobbling={refused !== null}
          />
        </>
      ) : null}
    </Stack>
  );
}

/** Whose turn it is, loud when it is the viewer's. */
function TurnBanner({ over, myTurn, name }: { over: boolean; myTurn: boolean; name: string }) {
  const { t } = useTranslation();
  const text = over
    ? t('online.picnic.over')
    : myTurn
      ? t('online.picnic.yourTurn')
      : t('online.picnic.turnOf', { name });
  return (
    <Paper
      radius="xl"
      px="lg"
      py={6}
      bg={myTurn ? 'yellow.4' : 'gray.1'}
      role="status"
      aria-live="polite"
      data-testid="picnic-turn"
    >
      <Text fw={900} fz={myTurn ? 'xl' : 'md'} c="dark">
        {text}
      </Text>
    </Paper>
  );
}

/** The move before this one: what was taken or put back, a full basket, or a turn skipped by the timer. */
function LastMove({ view, nameOf }: { view: PicnicView; nameOf: (seat: number) => string }) {
  const { t } = useTranslation();
  const last = view.last;
  if (!last) return null;
  const name = nameOf(last.player);
  const card = last.move ? findCard(view, last.move.card) : null;
  const cardName = card
    ? t('online.picnic.card', { item: t(`online.picnic.items.${card.item}`), value: card.value })
    : '';
  const text =
    last.move === null
      ? t('online.picnic.last.skipped', { name })
      : last.move.kind === 'putBack'
        ? t('online.picnic.last.putBack', { name, card: cardName })
        : last.filled
          ? t('online.picnic.last.filled', { name, card: cardName })
          : t('online.picnic.last.take', { name, card: cardName });
  return (
    <Text c="dimmed" data-testid="picnic-last">
      {text}
    </Text>
  );
}
