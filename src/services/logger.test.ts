import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('is quiet about debug details until verbose', () => {
    const sink = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const logger = createLogger(sink);

    logger.debug('config loaded');
    expect(sink.debug).not.toHaveBeenCalled();

    logger.setVerbose(true);
    logger.debug('config loaded', { a: 1 });
    expect(sink.debug).toHaveBeenCalledWith('[omni] config loaded', { a: 1 });
  });

  it('always reports warnings and errors', () => {
    const sink = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const logger = createLogger(sink);
    logger.warn('w');
    logger.error('e');
    expect(sink.warn).toHaveBeenCalledWith('[omni] w');
    expect(sink.error).toHaveBeenCalledWith('[omni] e');
  });
});
