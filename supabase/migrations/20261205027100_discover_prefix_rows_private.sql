-- discover_prefix_rows (20261205027000) is discover_stories' own business, like discover_search_query:
-- revoking it from public left the execute the schema's default privileges give anon and
-- authenticated, so a visitor could call it (tests/security/rpc-matrix.test.ts lists who may call what).
revoke execute on function public.discover_prefix_rows(tsquery, bigint, text) from public, anon, authenticated;
