import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildSubject } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { SubjectSwitchHeading, type SubjectSwitchHeadingProps } from './SubjectSwitchHeading.tsx';

function renderHeading(props: Partial<SubjectSwitchHeadingProps>) {
  return renderWithProviders(
    <SubjectSwitchHeading
      title="Что сделал ученик"
      label="Предмет"
      subjectIds={[1, 3]}
      value={1}
      onChange={vi.fn()}
      subjects={[buildSubject(1), buildSubject(3)]}
      {...props}
    />,
  );
}

describe('SubjectSwitchHeading', () => {
  it('switches between two subjects by their titles', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderHeading({ onChange });
    expect(screen.getByRole('heading', { level: 2, name: 'Что сделал ученик' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Предмет' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Предмет 1' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Предмет 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('shows a single subject as a badge only when asked to', () => {
    const { unmount } = renderHeading({ subjectIds: [3], value: 3 });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByText('Предмет 3')).toBeNull();
    unmount();

    renderHeading({ subjectIds: [3], value: 3, badgeWhenOne: true });
    expect(screen.getByText('Предмет 3')).toBeInTheDocument();
  });
});
