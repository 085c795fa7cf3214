/** What a service may record about the request that caused a change (the audit log's address). */
export interface RequestContext {
  ip: string | null;
}
