import { defineEndpoints, FILE, idParamSchema, ROLE, STAFF_ROLES } from '@umka/contracts';
import { allEndpoints } from '@umka/contracts/all-endpoints';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NOT_AUDITED, staffWriteEntry } from './staff-write-audit.ts';

const staffWrites = allEndpoints().filter(
  (endpoint) =>
    endpoint.method !== 'GET' &&
    endpoint.access !== 'public' &&
    endpoint.access.some((role) => STAFF_ROLES.includes(role)),
);

const sample = defineEndpoints('sample', {
  create: { method: 'POST', path: '/samples', access: [ROLE.admin], status: 201, response: z.unknown() },
  update: { method: 'PATCH', path: '/samples/:id', access: [ROLE.admin], params: idParamSchema, response: z.unknown() },
});
const admin = { id: 7, role_id: ROLE.admin };

describe('the audit of staff writes', () => {
  it('knows every endpoint it leaves out, each a staff write with a reason', () => {
    const ids = new Set(staffWrites.map((endpoint) => endpoint.id));
    for (const [id, reason] of Object.entries(NOT_AUDITED)) {
      expect(ids.has(id), `${id} is no staff write`).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it('leaves out no staff write that creates, changes or removes what an admin manages', () => {
    const leftOut = staffWrites.filter((endpoint) => endpoint.id in NOT_AUDITED);
    const managed = leftOut.filter(
      (endpoint) => /\.(create|update|remove|delete)\w*$/i.test(endpoint.id) && endpoint.area !== 'online',
    );
    expect(managed.map((endpoint) => endpoint.id)).toEqual([]);
    expect(staffWrites.filter((endpoint) => endpoint.response === FILE).map((endpoint) => endpoint.id)).toEqual([]);
  });

  it('names a created object by the id the answer carries, and the request as its after', () => {
    const entry = staffWriteEntry({
      endpoint: sample.create,
      user: admin,
      params: undefined,
      body: { title: 'Hat', price: 30 },
      ip: '10.0.0.1',
      answer: { model: { id: 41 } },
      uploads: [],
    });
    expect(entry).toEqual({
      user_id: 7,
      action: 'sample.create',
      target_type: 'sample',
      target_id: 41,
      ip: '10.0.0.1',
      meta: { after: { title: 'Hat', price: 30 } },
    });
  });

  it('masks secrets, cuts long texts and names uploaded files', () => {
    const entry = staffWriteEntry({
      endpoint: sample.update,
      user: admin,
      params: { id: 3 },
      body: { password: 'hunter2-secret', nested: { api_token: 'abc' }, text: 'x'.repeat(600) },
      ip: '10.0.0.1',
      answer: { id: 99 },
      uploads: [{ name: 'hat.png', size: 120 }],
    });
    expect(entry.target_id).toBe(3);
    expect(entry.meta).toEqual({
      after: {
        password: '•••',
        nested: { api_token: '•••' },
        text: `${'x'.repeat(500)}…`,
        files: [{ name: 'hat.png', size: 120 }],
      },
      params: { id: 3 },
    });
  });
});
