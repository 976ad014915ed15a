import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../services/http';
import { createMaintenanceWatch, observeHttp } from './maintenanceWatch';

describe('maintenance watch', () => {
  it('turns maintenance on for a 503 maintenance answer from any call, and ignores other failures', () => {
    const watch = createMaintenanceWatch();
    const dispatch = vi.fn();
    watch.connect(dispatch);

    watch.failed(new ApiError(500, 'x', null));
    watch.failed(new ApiError(503, 'busy', { error: 'busy' }));
    expect(dispatch).not.toHaveBeenCalled();

    watch.failed(new ApiError(503, 'm', { error: 'm', code: 'maintenance' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'config/maintenanceDetected', payload: undefined });
  });

  it('passes starts and ends to the progress counter and failures to both', () => {
    const activity = { started: vi.fn(), finished: vi.fn(), failed: vi.fn() };
    const watch = { failed: vi.fn() };
    const observer = observeHttp(activity, watch);
    const error = new ApiError(503, 'm', null);

    observer.started();
    observer.finished();
    observer.failed?.(error);

    expect(activity.started).toHaveBeenCalledOnce();
    expect(activity.finished).toHaveBeenCalledOnce();
    expect(activity.failed).toHaveBeenCalledWith(error);
    expect(watch.failed).toHaveBeenCalledWith(error);
  });
});
