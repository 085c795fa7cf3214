import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AlbumBody,
  type AlbumPatch,
  albumsAdminApi,
  albumsApi,
  type BuyPuzzlesBody,
  type CreateLotBody,
  type CrystalPatch,
  type LotType,
  marketApi,
  type OwnedPuzzle,
  type PictureBody,
  type PicturePatch,
  type PictureSaved,
  type PuzzlePricesBody,
  ROLE,
  type StudentPicture,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { useEffect } from 'react';
import { api, silentApi } from '../../lib/api.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth.tsx';
import { storeLikesBalance } from '../../lib/likes-balance.ts';
import { realtime } from '../../lib/socket.ts';
import { useSubject } from '../../lib/subject.tsx';

/** Everything under `albums` is the student's own collection: a purchase, save or exchange makes it all stale. */
export const albumsKeys = {
  all: ['albums'] as const,
  list: (studentId: number, subjectId: number) => ['albums', 'list', studentId, subjectId] as const,
  pictures: (studentId: number, subjectId: number, albumId: number) =>
    ['albums', 'pictures', studentId, subjectId, albumId] as const,
  pool: (studentId: number, subjectId: number, albumId: number) =>
    ['albums', 'pool', studentId, subjectId, albumId] as const,
  puzzles: (studentId: number, subjectId: number) => ['albums', 'puzzles', studentId, subjectId] as const,
  catalogue: (albumId: number) => ['albums-catalogue', albumId] as const,
  prices: ['puzzle-prices'] as const,
  crystals: (studentId: number, subjectId: number) => ['albums', 'crystals', studentId, subjectId] as const,
};

/** The student and subject every albums call acts for; null until both are known. */
export function useAlbumsOwner(): { studentId: number | null; subjectId: number | null } {
  const { user } = useAuth();
  const { subject } = useSubject();
  return { studentId: user?.role_id === ROLE.student ? user.id : null, subjectId: subject?.id ?? null };
}

/** Pages offer a change only once the student and the subject are known. */
function known({ studentId, subjectId }: ReturnType<typeof useAlbumsOwner>) {
  if (studentId === null || subjectId === null) throw new Error('Albums need a student and a subject');
  return { studentId, subjectId };
}

export function useStudentAlbums() {
  const { studentId, subjectId } = useAlbumsOwner();
  return useQuery({
    queryKey: albumsKeys.list(studentId ?? 0, subjectId ?? 0),
    queryFn:
      studentId === null || subjectId === null
        ? skipToken
        : ({ signal }) =>
            silentApi.call(albumsApi.list, { params: { id: studentId }, query: { subject_id: subjectId } }, { signal }),
  });
}

export function useOpenAlbum() {
  const queryClient = useQueryClient();
  const owner = useAlbumsOwner();
  return useMutation({
    mutationFn: () => {
      const { studentId, subjectId } = known(owner);
      return api.call(albumsApi.open, { params: { id: studentId }, body: { subject_id: subjectId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumsKeys.all }),
  });
}

export function useAlbumPictures(albumId: number | null) {
  const { studentId, subjectId } = useAlbumsOwner();
  return useQuery({
    queryKey: albumsKeys.pictures(studentId ?? 0, subjectId ?? 0, albumId ?? 0),
    queryFn:
      studentId === null || subjectId === null || albumId === null
        ? skipToken
        : ({ signal }) =>
            silentApi.call(
              albumsApi.pictures,
              { params: { id: studentId, albumId }, query: { subject_id: subjectId } },
              { signal },
            ),
  });
}

/** The pieces of one album lying in the student's pool (not in a slot, not in a lot). */
export function useAlbumPool(albumId: number | null) {
  const { studentId, subjectId } = useAlbumsOwner();
  return useQuery({
    queryKey: albumsKeys.pool(studentId ?? 0, subjectId ?? 0, albumId ?? 0),
    queryFn:
      studentId === null || subjectId === null || albumId === null
        ? skipToken
        : ({ signal }) =>
            silentApi.call(
              albumsApi.pool,
              { params: { id: studentId, albumId }, query: { subject_id: subjectId } },
              { signal },
            ),
  });
}

/** Every piece of the subject in the student's pool, whatever the album. */
export function useStudentPuzzles() {
  const { studentId, subjectId } = useAlbumsOwner();
  return useQuery({
    queryKey: albumsKeys.puzzles(studentId ?? 0, subjectId ?? 0),
    queryFn:
      studentId === null || subjectId === null
        ? skipToken
        : ({ signal }) =>
            silentApi.call(
              albumsApi.puzzles,
              { params: { id: studentId }, query: { subject_id: subjectId } },
              { signal },
            ),
  });
}

/** The album's pictures with all their pieces: what a chosen puzzle is picked from. */
export function useAlbumCatalogue(albumId: number | null) {
  return useQuery({
    queryKey: albumsKeys.catalogue(albumId ?? 0),
    queryFn:
      albumId === null
        ? skipToken
        : ({ signal }) => silentApi.call(albumsApi.catalogue, { params: { id: albumId } }, { signal }),
  });
}

export function usePuzzlePrices() {
  return useQuery({
    queryKey: albumsKeys.prices,
    queryFn: ({ signal }) => silentApi.call(albumsApi.prices, {}, { signal }),
  });
}

/** A refusal (not enough likes, no open album) is reported by the main api client with the server's text. */
export function useBuyPuzzles() {
  const queryClient = useQueryClient();
  const owner = useAlbumsOwner();
  return useMutation({
    mutationFn: (body: Omit<BuyPuzzlesBody, 'subject_id'>) => {
      const { studentId, subjectId } = known(owner);
      return api.call(albumsApi.buyPuzzles, { params: { id: studentId }, body: { ...body, subject_id: subjectId } });
    },
    onSuccess: ({ balance }) => {
      const { studentId, subjectId } = known(owner);
      storeLikesBalance(queryClient, studentId, subjectId, balance);
      void queryClient.invalidateQueries({ queryKey: albumsKeys.all });
    },
  });
}

export interface SavePictureInput {
  albumId: number;
  pictureId: number;
  /** The ten slots as the student left them: the pieces themselves, so the page redraws before the server answers. */
  slots: (OwnedPuzzle | null)[];
  /** The pool as it looks after the move. */
  pool: OwnedPuzzle[];
}

/**
 * Saves one picture optimistically: the slots and the pool change at once and come back as they were when the
 * server refuses (the main api client shows its localized message).
 */
export function useSavePicture() {
  const queryClient = useQueryClient();
  const owner = useAlbumsOwner();
  return useMutation({
    mutationFn: ({ pictureId, slots }: SavePictureInput): Promise<PictureSaved> => {
      const { studentId, subjectId } = known(owner);
      return api.call(albumsApi.savePicture, {
        params: { id: studentId, pictureId },
        body: { subject_id: subjectId, slots: slots.map((piece) => piece?.puzzle_student_id ?? null) },
      });
    },
    onMutate: async ({ albumId, pictureId, slots, pool }) => {
      const { studentId, subjectId } = known(owner);
      const picturesKey = albumsKeys.pictures(studentId, subjectId, albumId);
      const poolKey = albumsKeys.pool(studentId, subjectId, albumId);
      await Promise.all([
        queryClient.cancelQueries({ queryKey: picturesKey }),
        queryClient.cancelQueries({ queryKey: poolKey }),
      ]);
      const previous = {
        pictures: queryClient.getQueryData<StudentPicture[]>(picturesKey),
        pool: queryClient.getQueryData<OwnedPuzzle[]>(poolKey),
      };
      queryClient.setQueryData<StudentPicture[]>(picturesKey, (pictures) =>
        pictures?.map((picture) => (picture.id === pictureId ? { ...picture, slots } : picture)),
      );
      queryClient.setQueryData<OwnedPuzzle[]>(poolKey, pool);
      return previous;
    },
    onError: (_error, { albumId }, previous) => {
      if (!previous || owner.studentId === null || owner.subjectId === null) return;
      queryClient.setQueryData(albumsKeys.pictures(owner.studentId, owner.subjectId, albumId), previous.pictures);
      queryClient.setQueryData(albumsKeys.pool(owner.studentId, owner.subjectId, albumId), previous.pool);
    },
    onSuccess: (saved, { albumId }) => {
      const { studentId, subjectId } = known(owner);
      queryClient.setQueryData<StudentPicture[]>(albumsKeys.pictures(studentId, subjectId, albumId), (pictures) =>
        pictures?.map((picture) => (picture.id === saved.picture.id ? saved.picture : picture)),
      );
      queryClient.setQueryData(albumsKeys.pool(studentId, subjectId, albumId), saved.pool);
      storeLikesBalance(queryClient, studentId, subjectId, saved.balance);
      if (saved.picture_completed || saved.album_completed) {
        void queryClient.invalidateQueries({ queryKey: albumsKeys.list(studentId, subjectId) });
      }
    },
  });
}

/** Spends the legendary crystal's charge on 1 to 5 ordinary pieces. */
export function useMakeLegendary() {
  const queryClient = useQueryClient();
  const owner = useAlbumsOwner();
  return useMutation({
    mutationFn: (puzzleStudentIds: number[]) => {
      const { studentId, subjectId } = known(owner);
      return api.call(albumsApi.makeLegendary, {
        params: { id: studentId },
        body: { subject_id: subjectId, puzzle_student_ids: puzzleStudentIds, is_legendary: true },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumsKeys.all }),
  });
}

/** Gives up EXCHANGE_SIZE ordinary pieces for one random piece. */
export function useExchangePuzzles() {
  const queryClient = useQueryClient();
  const owner = useAlbumsOwner();
  return useMutation({
    mutationFn: (puzzleStudentIds: number[]) => {
      const { studentId, subjectId } = known(owner);
      return api.call(albumsApi.exchange, {
        params: { id: studentId },
        body: { subject_id: subjectId, puzzle_student_ids: puzzleStudentIds },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumsKeys.all }),
  });
}

export function useStudentCrystals() {
  const { studentId, subjectId } = useAlbumsOwner();
  return useQuery({
    queryKey: albumsKeys.crystals(studentId ?? 0, subjectId ?? 0),
    queryFn:
      studentId === null || subjectId === null
        ? skipToken
        : ({ signal }) =>
            silentApi.call(
              albumsApi.crystals,
              { params: { id: studentId }, query: { subject_id: subjectId } },
              { signal },
            ),
  });
}

/** A refusal (not enough likes, not for sale) is reported by the main api client with the server's text. */
export function useBuyCrystal() {
  const queryClient = useQueryClient();
  const owner = useAlbumsOwner();
  return useMutation({
    mutationFn: (crystalId: number) => {
      const { studentId, subjectId } = known(owner);
      return api.call(albumsApi.buyCrystal, {
        params: { id: studentId, crystalId },
        body: { subject_id: subjectId },
      });
    },
    onSuccess: ({ balance }) => {
      const { studentId, subjectId } = known(owner);
      storeLikesBalance(queryClient, studentId, subjectId, balance);
      void queryClient.invalidateQueries({ queryKey: albumsKeys.crystals(studentId, subjectId) });
    },
  });
}

export function useUseCrystal() {
  const queryClient = useQueryClient();
  const owner = useAlbumsOwner();
  return useMutation({
    mutationFn: (crystalId: number) => {
      const { studentId, subjectId } = known(owner);
      return api.call(albumsApi.useCrystal, {
        params: { id: studentId, crystalId },
        body: { subject_id: subjectId },
      });
    },
    onSuccess: () => {
      const { studentId, subjectId } = known(owner);
      void queryClient.invalidateQueries({ queryKey: albumsKeys.crystals(studentId, subjectId) });
    },
  });
}

export const marketKeys = {
  /** Everything the market shows: a sale, a new lot or a take-back makes all of it stale. */
  all: ['market'] as const,
  lots: (subjectId: number, type: LotType | null, page: number) =>
    ['market', 'lots', subjectId, type ?? 'all', page] as const,
  collectors: (subjectId: number, page: number) => ['market', 'collectors', subjectId, page] as const,
};

/** A lot changes what the seller and buyer own: their pieces and crystals are listed under the albums keys. */
function useMarketChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: marketKeys.all });
    void queryClient.invalidateQueries({ queryKey: albumsKeys.all });
  };
}

export function useLots(type: LotType | null, page: number) {
  const { subjectId } = useAlbumsOwner();
  return useQuery({
    queryKey: marketKeys.lots(subjectId ?? 0, type, page),
    queryFn:
      subjectId === null
        ? skipToken
        : ({ signal }) =>
            silentApi.call(
              marketApi.lots,
              { query: { subject_id: subjectId, type: type ?? undefined, page } },
              { signal },
            ),
    placeholderData: keepPreviousData,
    // Other students sell and buy all the time: every visit asks again.
    staleTime: 0,
  });
}

export function useCollectors(page: number) {
  const { subjectId } = useAlbumsOwner();
  return useQuery({
    queryKey: marketKeys.collectors(subjectId ?? 0, page),
    queryFn:
      subjectId === null
        ? skipToken
        : ({ signal }) => silentApi.call(marketApi.collectors, { query: { subject_id: subjectId, page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateLot() {
  const marketChanged = useMarketChanged();
  return useMutation({
    mutationFn: (body: CreateLotBody) => api.call(marketApi.createLot, { body }),
    onSuccess: marketChanged,
  });
}

/** A lost race (LOT_SOLD, LOT_CLOSED) is shown with the server's text, and the list is asked again. */
export function useBuyLot() {
  const queryClient = useQueryClient();
  const owner = useAlbumsOwner();
  const marketChanged = useMarketChanged();
  return useMutation({
    mutationFn: (lotId: number) => {
      const { subjectId } = known(owner);
      return api.call(marketApi.buyLot, { params: { id: lotId }, body: { subject_id: subjectId } });
    },
    onSuccess: ({ balance }) => {
      if (owner.studentId !== null && owner.subjectId !== null)
        storeLikesBalance(queryClient, owner.studentId, owner.subjectId, balance);
      marketChanged();
    },
    onError: (error) => {
      if (isApiError(error) && (error.code === 'LOT_SOLD' || error.code === 'LOT_CLOSED')) marketChanged();
    },
  });
}

export function useCancelLot() {
  const owner = useAlbumsOwner();
  const marketChanged = useMarketChanged();
  return useMutation({
    mutationFn: (lotId: number) => {
      const { studentId } = known(owner);
      return api.call(marketApi.cancelLot, { params: { id: studentId, lotId } });
    },
    onSuccess: marketChanged,
  });
}

/**
 * While a market page is open it listens to the subject's market: a lot listed, sold or taken back by anyone
 * refreshes the lists. The channel is not one of those joined on login, so the page joins and leaves it.
 */
export function useLiveMarket() {
  const queryClient = useQueryClient();
  const { subjectId } = useAlbumsOwner();
  useEffect(() => {
    if (subjectId === null) return;
    const channel = channels.subjectMarket(subjectId);
    void realtime.subscribe(channel);
    const off = realtime.on('subjectMarket', channel, 'lot', () => {
      void queryClient.invalidateQueries({ queryKey: marketKeys.all });
      void queryClient.invalidateQueries({ queryKey: albumsKeys.all });
    });
    return () => {
      off();
      realtime.unsubscribe(channel);
    };
  }, [subjectId, queryClient]);
}

export const albumsAdminKeys = {
  all: ['admin', 'albums'] as const,
  albums: (subjectId: number) => ['admin', 'albums', 'list', subjectId] as const,
  crystals: ['admin', 'albums', 'crystals'] as const,
  prices: ['admin', 'albums', 'prices'] as const,
};

/** Lists load quietly: the page shows its own spinner and error instead of the global ones. */
export function useAdminAlbums(subjectId: number) {
  return useQuery({
    queryKey: albumsAdminKeys.albums(subjectId),
    queryFn: () => silentApi.call(albumsAdminApi.list, { query: { subject_id: subjectId } }),
  });
}

/** Any change to an album or a picture reloads the subject's list: it holds the pictures and their pieces. */
function useReloadAlbums() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: albumsAdminKeys.all });
}

/** Creates an album (no id) or changes the album whose id is given. */
export function useSaveAlbum() {
  const reload = useReloadAlbums();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AlbumBody }) => {
      if (id === null) return api.call(albumsAdminApi.create, { body });
      const { subject_id: _subject, ...patch } = body;
      return api.call(albumsAdminApi.update, { params: { id }, body: patch satisfies AlbumPatch });
    },
    onSuccess: reload,
  });
}

export function useDeleteAlbum() {
  const reload = useReloadAlbums();
  return useMutation({
    mutationFn: (id: number) => api.call(albumsAdminApi.remove, { params: { id } }),
    onSuccess: reload,
  });
}

/** The upload's two parts as the server reads them: the picture's `file` and its fields as JSON in `data`. */
export function useAddPicture() {
  const reload = useReloadAlbums();
  return useMutation({
    mutationFn: ({ albumId, body, file }: { albumId: number; body: PictureBody; file: File }) => {
      const form = new FormData();
      form.append('data', JSON.stringify(body));
      form.append('file', file);
      return silentApi.call(albumsAdminApi.addPicture, { params: { id: albumId }, body: form });
    },
    onSuccess: reload,
  });
}

export function useUpdatePicture() {
  const reload = useReloadAlbums();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PicturePatch }) =>
      api.call(albumsAdminApi.updatePicture, { params: { id }, body }),
    onSuccess: reload,
  });
}

export function useReplacePictureImage() {
  const reload = useReloadAlbums();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return silentApi.call(albumsAdminApi.replaceImage, { params: { id }, body: form });
    },
    onSuccess: reload,
  });
}

export function useDeletePicture() {
  const reload = useReloadAlbums();
  return useMutation({
    mutationFn: (id: number) => api.call(albumsAdminApi.removePicture, { params: { id } }),
    onSuccess: reload,
  });
}

export function useAdminCrystals() {
  return useQuery({ queryKey: albumsAdminKeys.crystals, queryFn: () => silentApi.call(albumsAdminApi.crystals) });
}

export function useSaveCrystal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CrystalPatch }) =>
      api.call(albumsAdminApi.updateCrystal, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumsAdminKeys.crystals }),
  });
}

export function useAdminPuzzlePrices() {
  return useQuery({ queryKey: albumsAdminKeys.prices, queryFn: () => silentApi.call(albumsAdminApi.prices) });
}

export function useSavePuzzlePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PuzzlePricesBody) => api.call(albumsAdminApi.replacePrices, { body }),
    onSuccess: (prices) => queryClient.setQueryData(albumsAdminKeys.prices, prices),
  });
}
