import { deviceSessionListSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';

describeEachDatabase('the demo student’s devices', (t) => {
  const demo = withDemoData(t);

  it('lists Миша’s login first, then the family iPad and the school computer, most recently seen first', async () => {
    const misha = await demo.logIn('student@example.com');
    const response = await t.api('GET', '/api/me/sessions', { token: misha.token });
    const { items } = dataOf(response, deviceSessionListSchema);
    expect(items.map((item) => [item.current, item.browser, item.os])).toEqual([
      [true, null, null],
      [false, 'Safari', 'iPadOS'],
      [false, 'Chrome', 'Windows'],
    ]);
  });
});
