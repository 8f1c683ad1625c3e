import { ApiError } from '@salesdash/data-access-api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SaveProblems, saveProblemOf } from './save-problems.tsx';
import { SavedNote } from './saved-note.tsx';

const labels = { name: 'Name' };
const refused = (status: number, code: string, message: string) =>
  new ApiError({ status, code, message });

describe('saveProblemOf', () => {
  it('tells a stale save, a field’s problem and one above the form apart', () => {
    expect(saveProblemOf(null, labels)).toEqual({ stale: false, problem: null, formProblem: null });
    expect(saveProblemOf(refused(409, 'stale-version', 'Someone changed it'), labels)).toEqual({
      stale: true,
      problem: null,
      formProblem: null,
    });
    expect(saveProblemOf(refused(400, 'validation-error', 'name: is taken'), labels)).toEqual({
      stale: false,
      problem: { field: 'name', message: 'is taken' },
      formProblem: null,
    });
    expect(saveProblemOf(refused(500, 'internal', 'Internal Server Error'), labels)).toMatchObject({
      formProblem: 'Internal Server Error',
    });
  });
});

describe('SaveProblems and SavedNote', () => {
  it('offer a reload after a stale save, and say "Saved." only when shown', async () => {
    const onReload = vi.fn();
    render(
      <>
        <SaveProblems
          stale
          formProblem={null}
          what="X"
          failedTitle="Not saved"
          onReload={onReload}
        />
        <SavedNote shown={false} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });
});
