import { apiRequest } from '@/lib/api-client';

/** The spec's event/save; a failure must never block what the borrower tapped. */
export function saveEvent(input: { productId?: number; moduleId: number; positionId?: number }): Promise<void> {
  return apiRequest<null>('/service/event/save', { body: input, quiet: true }).then(
    () => undefined,
    () => undefined,
  );
}
