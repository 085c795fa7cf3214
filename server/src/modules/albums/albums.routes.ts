import { albumsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { AlbumsServices } from './albums.services.ts';

/** A student's albums, puzzles and crystals in subject 2 or 3 (spec §7 "Albums and puzzles"). */
export const albumsRoutes: FastifyPluginAsync<{ albums: AlbumsServices }> = async (app, { albums }) => {
  const { albums: collection, puzzles, crystals } = albums;
  serve(app, albumsApi.list, ({ user, params, query }) => collection.list(user, params.id, query.subject_id));
  serve(app, albumsApi.open, ({ user, params, body }) => collection.open(user, params.id, body.subject_id));
  serve(app, albumsApi.pictures, ({ user, params, query }) =>
    collection.pictures(user, params.id, params.albumId, query.subject_id),
  );
  serve(app, albumsApi.pool, ({ user, params, query }) =>
    collection.pool(user, params.id, params.albumId, query.subject_id),
  );
  serve(app, albumsApi.puzzles, ({ user, params, query }) => collection.puzzles(user, params.id, query.subject_id));
  serve(app, albumsApi.catalogue, ({ user, params }) => collection.catalogue(user, params.id));
  serve(app, albumsApi.prices, () => collection.prices());
  serve(app, albumsApi.buyPuzzles, ({ user, params, body }) => puzzles.buy(user, params.id, body));
  serve(app, albumsApi.savePicture, ({ user, params, body }) =>
    puzzles.savePicture(user, params.id, params.pictureId, body),
  );
  serve(app, albumsApi.makeLegendary, ({ user, params, body }) => puzzles.makeLegendary(user, params.id, body));
  serve(app, albumsApi.exchange, ({ user, params, body }) => puzzles.exchange(user, params.id, body));
  serve(app, albumsApi.crystals, ({ user, params, query }) => crystals.list(user, params.id, query.subject_id));
  serve(app, albumsApi.buyCrystal, ({ user, params, body }) =>
    crystals.buy(user, params.id, params.crystalId, body.subject_id),
  );
  serve(app, albumsApi.useCrystal, ({ user, params, body }) =>
    crystals.use(user, params.id, params.crystalId, body.subject_id),
  );
};
