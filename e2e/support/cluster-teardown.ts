/**
 * Global teardown of the two-instance journeys (issue #10 §10, `npm run test:e2e:cluster`):
 * reads the proxy's tally (`e2e/support/cluster.ts`) and fails the run unless both instances
 * served the journeys — every request alternating, the identity provider's endpoints (sign-in,
 * token exchange and refresh, logout) included.
 */
export default async function clusterTeardown(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3199);
  const response = await fetch(`http://localhost:${port}/__cluster`);
  const { backends, served } = (await response.json()) as {
    backends: number[];
    served: { requests: number; identity: number; token: number }[];
  };
  console.log(
    `cluster: ${served.map((tally, index) => `instance ${backends[index]}: ${tally.requests} requests (${tally.identity} identity, ${tally.token} token)`).join('; ')}`,
  );
  for (const tally of served) {
    if (tally.requests < 100 || tally.identity < 10 || tally.token < 5) {
      throw new Error('an instance served too little of the journeys: requests did not alternate');
    }
  }
}
