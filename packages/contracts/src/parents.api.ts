import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import { childWeekSchema } from './parent-digest.ts';
import {
  cabinetChildSchema,
  childTrendsQuerySchema,
  parentAccessSchema,
  parentInviteCheckBodySchema,
  parentInviteCheckSchema,
  parentInviteCreatedSchema,
  parentLinkBodySchema,
  parentRedeemBodySchema,
  studentParentParamsSchema,
  trainerTrendSchema,
} from './parents.ts';
import { ROLE } from './roles.ts';
import { userResultSchema } from './users.ts';

/** Who manages a child's parent access: the child, the teachers of their classes, admins. */
const CHILD_SIDE = [ROLE.student, ROLE.teacher, ROLE.admin];
const PARENT = [ROLE.parent];

/** The parent cabinet (issue [15], docs/PARENTS.md). A parent reads only the children linked to them. */
export const parentsApi = defineEndpoints('parents', {
  access: {
    method: 'GET',
    path: '/students/:id/parent-access',
    access: CHILD_SIDE,
    params: idParamSchema,
    response: parentAccessSchema,
  },
  createInvite: {
    method: 'POST',
    path: '/students/:id/parent-invites',
    access: CHILD_SIDE,
    params: idParamSchema,
    response: parentInviteCreatedSchema,
    status: 201,
  },
  cancelInvite: {
    method: 'DELETE',
    path: '/parent-invites/:id',
    access: CHILD_SIDE,
    params: idParamSchema,
    response: idResultSchema,
  },
  unlink: {
    method: 'DELETE',
    path: '/students/:id/parents/:parentId',
    access: CHILD_SIDE,
    params: studentParentParamsSchema,
    response: idResultSchema,
  },
  checkInvite: {
    method: 'POST',
    path: '/parent-invites/check',
    access: 'public',
    body: parentInviteCheckBodySchema,
    response: parentInviteCheckSchema,
  },
  redeem: {
    method: 'POST',
    path: '/parent-invites/redeem',
    access: 'public',
    summary: 'Creates a parent account from an invitation and signs it in (the token comes in the TOKEN_HEADER header)',
    body: parentRedeemBodySchema,
    response: userResultSchema,
    status: 201,
  },
  link: {
    method: 'POST',
    path: '/parents/me/children',
    access: PARENT,
    body: parentLinkBodySchema,
    response: cabinetChildSchema,
    status: 201,
  },
  children: {
    method: 'GET',
    path: '/parents/me/children',
    access: PARENT,
    response: z.array(cabinetChildSchema),
  },
  /** The child's week so far (Monday 00:00 UTC on), as the weekly digest sums it up. */
  week: {
    method: 'GET',
    path: '/parents/me/children/:id/week',
    access: PARENT,
    params: idParamSchema,
    response: childWeekSchema,
  },
  trends: {
    method: 'GET',
    path: '/parents/me/children/:id/trends',
    access: PARENT,
    params: idParamSchema,
    query: childTrendsQuerySchema,
    response: z.array(trainerTrendSchema),
  },
});
