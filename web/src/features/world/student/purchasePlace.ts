import type { Purchase, StudentLocation } from '@umka/contracts';

/** The page showing the place a bought thing stands in; null while the student's places are unknown. */
export function purchasePlacePath(purchase: Purchase, locations: readonly StudentLocation[]): string | null {
  if (purchase.group_id !== null) return `/student/class/${purchase.group_id}/location`;
  const place = locations.find((entry) => entry.location.id === purchase.location_id);
  if (!place) return null;
  return place.location.kind === 'job' ? '/student/job' : '/student/location';
}
