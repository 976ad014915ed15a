import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormFailureAlert } from './FormFailureAlert';

afterEach(cleanup);

describe('FormFailureAlert', () => {
  it('announces a failure no field explains', () => {
    render(<FormFailureAlert failure={{ message: 'The server did not answer.', fields: {} }} />);
    expect(screen.getByRole('alert').textContent).toBe('The server did not answer.');
  });

  it('says nothing when the fields already show the message, or when nothing failed', () => {
    const { container } = render(
      <>
        <FormFailureAlert failure={{ message: 'name: Required', fields: { name: 'Required' } }} />
        <FormFailureAlert failure={null} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});
