import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop } from './file-drop.tsx';

const csv = new File(['a,b\n1,2\n'], 'deals.csv', { type: 'text/csv' });

describe('FileDrop', () => {
  it('takes a file chosen through its labelled input', async () => {
    const onFile = vi.fn();
    render(<FileDrop label="Spreadsheet" accept=".csv" file={null} onFile={onFile} />);
    await userEvent.upload(screen.getByLabelText('Spreadsheet'), csv);
    expect(onFile).toHaveBeenCalledWith(csv);
  });

  it('takes a dropped file and names the chosen one', () => {
    const onFile = vi.fn();
    const { rerender } = render(
      <FileDrop label="Spreadsheet" accept=".csv" file={null} onFile={onFile} />,
    );
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [csv] } });
    expect(onFile).toHaveBeenCalledWith(csv);
    rerender(<FileDrop label="Spreadsheet" accept=".csv" file={csv} onFile={onFile} />);
    expect(screen.getByText('deals.csv')).toBeInTheDocument();
  });

  it('shows its error and takes nothing when disabled', () => {
    const onFile = vi.fn();
    render(
      <FileDrop
        label="Spreadsheet"
        accept=".csv"
        file={null}
        onFile={onFile}
        disabled
        error="Too large"
      />,
    );
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [csv] } });
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByText('Too large')).toBeInTheDocument();
  });
});
