/**
 * The demo's saved client requests (issue #27 §4), so that the Inventory (issue #29) shows demand,
 * gaps and a tender grid on the first start: twenty requests of the last twelve months, written by
 * the demo's HR person, as HR saves them — a title, the posting's text in short, the skills as
 * corrected (required or nice to have, the years asked) and the profession understood. Kubernetes
 * and Terraform are asked more than the demo's people hold them; Java and React steadily.
 * Only catalogue ids (seed.test.ts checks them).
 */
import type { MatchSkill } from '@highlight/domain/matching';

export interface DemoClientRequest {
  title: string;
  text: string;
  jobId: string | null;
  skills: MatchSkill[];
  /** Calendar months before the seed's month, and the day of that month it was saved. */
  monthsAgo: number;
  day: number;
}

const required = (id: string, minYears?: number): MatchSkill =>
  minYears === undefined ? { id, required: true } : { id, required: true, minYears };
const nice = (id: string): MatchSkill => ({ id, required: false });

export const DEMO_CLIENT_REQUESTS: readonly DemoClientRequest[] = [
  {
    title: 'Ingénieur DevOps – plateforme Kubernetes',
    text: 'Banque de détail : industrialisation des déploiements sur Kubernetes (OpenShift), Terraform, GitLab CI. 5 ans de Kubernetes.',
    jobId: 'devops-engineer',
    skills: [
      required('kubernetes', 5),
      required('terraform', 3),
      required('gitlab-ci'),
      nice('openshift'),
      nice('helm'),
    ],
    monthsAgo: 0,
    day: 6,
  },
  {
    title: 'SRE – observabilité et Kubernetes',
    text: 'Assureur : exploitation de clusters Kubernetes, Prometheus et Grafana, astreintes.',
    jobId: 'sre',
    skills: [required('kubernetes', 3), required('prometheus'), nice('grafana'), nice('linux')],
    monthsAgo: 0,
    day: 14,
  },
  {
    title: 'Développeur Java Spring Boot senior',
    text: 'Refonte d’un SI de facturation : Java 17, Spring Boot, PostgreSQL, Kafka apprécié. 6 ans d’expérience.',
    jobId: 'java-developer',
    skills: [required('java', 6), required('spring-boot', 4), required('postgresql'), nice('docker')],
    monthsAgo: 1,
    day: 3,
  },
  {
    title: 'Architecte cloud AWS',
    text: 'Migration vers AWS d’un parc applicatif : Terraform, Kubernetes (EKS), sécurité.',
    jobId: 'cloud-architect',
    skills: [required('aws', 5), required('terraform', 4), required('kubernetes', 3), nice('python')],
    monthsAgo: 1,
    day: 19,
  },
  {
    title: 'Développeur front React TypeScript',
    text: 'Application grand public : React, TypeScript, tests, accessibilité.',
    jobId: 'react-developer',
    skills: [required('react', 3), required('typescript', 2), nice('nodejs')],
    monthsAgo: 2,
    day: 8,
  },
  {
    title: 'Data engineer Snowflake dbt',
    text: 'Plateforme de données : Snowflake, dbt, Python, orchestration.',
    jobId: 'data-engineer',
    skills: [required('snowflake', 2), required('dbt', 2), required('python', 3), nice('sql')],
    monthsAgo: 2,
    day: 22,
  },
  {
    title: 'Ingénieur DevOps – Terraform et Azure',
    text: 'Industriel : infrastructure as code sur Azure, Terraform, Ansible, Kubernetes (AKS).',
    jobId: 'devops-engineer',
    skills: [required('terraform', 3), required('azure', 3), required('kubernetes', 2), nice('ansible')],
    monthsAgo: 3,
    day: 11,
  },
  {
    title: 'Tech lead Java',
    text: 'Équipe de 6 : Java, Spring Boot, revue de code, Docker, Jenkins.',
    jobId: 'tech-lead',
    skills: [required('java', 8), required('spring-boot', 5), nice('docker'), nice('jenkins')],
    monthsAgo: 3,
    day: 25,
  },
  {
    title: 'Développeur Angular',
    text: 'Portail métier : Angular, TypeScript, intégration continue.',
    jobId: 'angular-developer',
    skills: [required('angular', 3), required('typescript', 2), nice('java')],
    monthsAgo: 4,
    day: 9,
  },
  {
    title: 'Consultant BI Power BI',
    text: 'Tableaux de bord financiers : Power BI, SQL, modélisation.',
    jobId: 'bi-consultant',
    skills: [required('power-bi', 3), required('sql', 3), nice('python')],
    monthsAgo: 5,
    day: 4,
  },
  {
    title: 'Développeur Go – API de paiement',
    text: 'Fintech : services Go, PostgreSQL, Kubernetes, Kafka apprécié.',
    jobId: 'go-developer',
    skills: [required('go', 3), required('postgresql', 2), nice('kubernetes'), nice('docker')],
    monthsAgo: 5,
    day: 20,
  },
  {
    title: 'Ingénieur plateforme Kubernetes – run',
    text: 'Maintien en conditions opérationnelles de clusters Kubernetes, Helm, Prometheus.',
    jobId: 'platform-engineer',
    skills: [required('kubernetes', 4), required('helm', 2), nice('prometheus'), nice('terraform')],
    monthsAgo: 6,
    day: 12,
  },
  {
    title: 'Développeur Python data',
    text: 'Traitements de données : Python, pandas, SQL, API.',
    jobId: 'python-developer',
    skills: [required('python', 4), required('pandas', 2), nice('sql')],
    monthsAgo: 7,
    day: 7,
  },
  {
    title: 'Développeur mobile Flutter',
    text: 'Application mobile de fidélité : Flutter, API REST.',
    jobId: 'mobile-developer',
    skills: [required('flutter', 2), nice('kotlin'), nice('swift')],
    monthsAgo: 7,
    day: 23,
  },
  {
    title: 'Développeur Java – maintenance évolutive',
    text: 'SI de gestion : Java, Spring Boot, Oracle, Jenkins.',
    jobId: 'java-developer',
    skills: [required('java', 3), required('spring-boot', 2), nice('jenkins'), nice('sql')],
    monthsAgo: 8,
    day: 15,
  },
  {
    title: 'Ingénieur Rust – systèmes embarqués',
    text: 'Logiciel embarqué critique : Rust, Linux, temps réel.',
    jobId: 'embedded-developer',
    skills: [required('rust', 3), required('linux', 3)],
    monthsAgo: 9,
    day: 10,
  },
  {
    title: 'Développeur full stack React Node.js',
    text: 'Start-up : React, Node.js, MongoDB, Docker.',
    jobId: 'fullstack-developer',
    skills: [required('react', 2), required('nodejs', 2), nice('mongodb'), nice('docker')],
    monthsAgo: 9,
    day: 26,
  },
  {
    title: 'DevOps GCP Kubernetes',
    text: 'Média en ligne : Google Cloud, Kubernetes (GKE), Terraform.',
    jobId: 'devops-engineer',
    skills: [required('gcp', 2), required('kubernetes', 3), required('terraform', 2)],
    monthsAgo: 10,
    day: 5,
  },
  {
    title: 'Développeur COBOL mainframe',
    text: 'Banque : maintenance d’applications COBOL sur mainframe.',
    jobId: 'mainframe-developer',
    skills: [required('cobol', 5)],
    monthsAgo: 11,
    day: 13,
  },
  {
    title: 'Développeur .NET',
    text: 'Éditeur de logiciels : .NET, SQL, Azure apprécié.',
    jobId: 'dotnet-developer',
    skills: [required('dotnet', 4), required('sql', 2), nice('azure')],
    monthsAgo: 11,
    day: 27,
  },
];
