/**
 * Global teardown of the two-instance journeys (issue #10 §10, `npm run test:e2e:cluster`):
 * reads the proxy's tally (`e2e/support/cluster.ts`) and fails the run unless both instances
 * served the journeys — every request alternating, the identity provider's endpoints (sign-in,
 * token exchange and refresh, logout) included; and, with a replica (issue #30 §3), unless the
 * replica ran the reads of the journeys' database.
 */
export default async function clusterTeardown(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3199);
  const response = await fetch(`http://localhost:${port}/__cluster`);
  const { backends, served, replica } = (await response.json()) as {
    backends: number[];
    served: { requests: number; identity: number; token: number }[];
    replica: number | null;
  };
  console.log(
    `cluster: ${served.map((tally, index) => `instance ${backends[index]}: ${tally.requests} requests (${tally.identity} identity, ${tally.token} token)`).join('; ')}`,
  );
  for (const tally of served) {
    if (tally.requests < 100 || tally.identity < 10 || tally.token < 5) {
      throw new Error('an instance served too little of the journeys: requests did not alternate');
    }
  }
  if (replica !== null) {
    console.log(`cluster: the replica ran ${replica} transactions in the journeys' database`);
    if (replica < 50) throw new Error('the replica served too few reads: DATABASE_READ_URL not in use');
  }
}
