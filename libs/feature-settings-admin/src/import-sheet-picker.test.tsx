import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportSheetPicker } from './import-sheet-picker.tsx';

describe('ImportSheetPicker', () => {
  it('says which sheet the columns come from and reads another one chosen', async () => {
    const onRead = vi.fn();
    render(
      <ImportSheetPicker
        sheet="Summary"
        sheets={['Summary', 'Deals']}
        reading={false}
        onRead={onRead}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByText('The columns below come from "Summary"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read this sheet' }));
    expect(onRead).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Sheet'), 'Deals');
    await user.click(screen.getByRole('button', { name: 'Read this sheet' }));
    expect(onRead).toHaveBeenCalledWith('Deals');
  });

  it('shows why the other sheet could not be read', () => {
    render(
      <ImportSheetPicker
        sheet="Deals"
        sheets={['Summary', 'Deals']}
        reading={false}
        problem='the sheet "Summary" has no header row'
        onRead={vi.fn()}
      />,
    );
    expect(screen.getByText('the sheet "Summary" has no header row')).toBeInTheDocument();
  });
});
