/**
 * Technical skill domains (mission 3 groups skills by domain). Ids are stable: resumes store them.
 */
import type { LabelTuple } from './types.ts';

export const DOMAINS: readonly LabelTuple[] = [
  ['languages', 'Langages de programmation', 'Programming languages'],
  ['frontend', 'Frameworks front-end', 'Front-end frameworks'],
  ['backend', 'Frameworks back-end', 'Back-end frameworks'],
  ['mobile', 'Développement mobile', 'Mobile development'],
  ['data-engineering', 'Ingénierie des données', 'Data engineering'],
  ['bi-analytics', 'Data et business intelligence', 'Data & business intelligence'],
  ['databases', 'Bases de données', 'Databases'],
  ['cloud', 'Cloud', 'Cloud computing'],
  ['devops', 'DevOps et CI/CD', 'DevOps & CI/CD'],
  ['security', 'Cybersécurité', 'Cybersecurity'],
  ['testing', 'Tests et qualité', 'Testing & quality'],
  ['methods', 'Méthodes et agilité', 'Methods & agile'],
  ['erp-crm', 'ERP et CRM', 'ERP & CRM'],
  ['design-ux', 'Design et UX', 'Design & UX'],
  ['networks-systems', 'Réseaux et systèmes', 'Networks & systems'],
  ['ai-ml', 'Intelligence artificielle et machine learning', 'AI & machine learning'],
  [
    'project-tools',
    'Outils de gestion de projet et de collaboration',
    'Project management & collaboration tools',
  ],
  ['architecture', 'Architecture logicielle et intégration', 'Software architecture & integration'],
  ['embedded-iot', 'Systèmes embarqués et IoT', 'Embedded systems & IoT'],
  ['low-code', 'Low-code, CMS et automatisation', 'Low-code, CMS & automation'],
];
