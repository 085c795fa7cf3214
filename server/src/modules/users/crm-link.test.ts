import { crmLinkSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { fillCrmTemplate } from './crm-link.ts';

it('fills the template with the id and the email, each url-encoded', () => {
  expect(fillCrmTemplate('https://crm.example/profile/{id}?email={email}', { id: 7, email: 'a+b@x.example' })).toBe(
    'https://crm.example/profile/7?email=a%2Bb%40x.example',
  );
});

describeEachDatabase('crm link when no CRM is configured', (t) => {
  it('answers a null address', async () => {
    const admin = await t.factories.buildAdmin();
    const student = await t.factories.buildStudent();
    const response = await t.api('GET', `/api/users/${student.id}/crm-link`, { token: admin.token });
    expect(dataOf(response, crmLinkSchema)).toEqual({ url: null });
  });
});

describeEachDatabase(
  'crm link with a configured template',
  (t) => {
    it("answers the user's filled-in address, and 404 for an unknown user", async () => {
      const admin = await t.factories.buildAdmin();
      const teacher = await t.factories.buildTeacher();
      const response = await t.api('GET', `/api/users/${teacher.id}/crm-link`, { token: admin.token });
      expect(dataOf(response, crmLinkSchema)).toEqual({
        url: `https://crm.example/profile/${teacher.id}?email=${encodeURIComponent(teacher.email)}`,
      });
      expect((await t.api('GET', '/api/users/999999/crm-link', { token: admin.token })).status).toBe(404);
    });
  },
  { crmProfileUrlTemplate: 'https://crm.example/profile/{id}?email={email}' },
);
