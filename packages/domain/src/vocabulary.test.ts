/**
 * The vocabulary's rules (issue #27 §1), on a small catalogue written for these tests: form keys,
 * derived forms, the matcher (aliases, versions, fused lists, longest match, ambiguous names and
 * homonyms) and the data file's check. The real catalogue and the real postings are checked in
 * vocabulary-catalogue.test.ts and by `npm run bench:vocabulary`.
 */
import { describe, expect, it } from 'vitest';
import {
  buildVocabulary,
  entriesNamed,
  entryKeys,
  findEntries,
  findMentions,
  formKey,
  joiner,
  labelForms,
  normalizeToken,
  tokenize,
  vocabularyProblems,
  type VocabularyEntry,
} from './vocabulary.ts';

const skill = (id: string, labels: string[], more: Partial<VocabularyEntry> = {}): VocabularyEntry => ({
  kind: 'skill',
  id,
  labels,
  ...more,
});

const ENTRIES: VocabularyEntry[] = [
  skill('java', ['Java']),
  skill('javascript', ['JavaScript']),
  skill('kubernetes', ['Kubernetes'], { aliases: ['K8s'] }),
  skill('docker', ['Docker']),
  skill('react', ['React'], { aliases: ['React.js'] }),
  skill('react-native', ['React Native']),
  skill('sql', ['SQL']),
  skill('sql-server', ['Microsoft SQL Server'], { aliases: ['SQL Server', 'MSSQL'] }),
  skill('dotnet', ['.NET'], { aliases: ['dotnet', '.NET Core'] }),
  skill('nodejs', ['Node.js']),
  skill('angular', ['Angular']),
  skill('python', ['Python']),
  skill('microservices', ['Microservices']),
  skill('kafka', ['Apache Kafka'], { aliases: ['Kafka'] }),
  skill('ci-cd', ['CI/CD']),
  skill('plsql', ['PL/SQL']),
  skill('csharp', ['C#']),
  skill('cpp', ['C++']),
  skill('html', ['HTML5']),
  skill('aws', ['Amazon Web Services (AWS)']),
  skill('hibernate', ['Hibernate / JPA']),
  skill('etl', ['ETL / ELT']),
  skill('sap-fi', ['SAP FI (comptabilité financière)', 'SAP FI (financial accounting)']),
  skill('sap-co', ['SAP CO']),
  skill('sap-ps', ['SAP PS']),
  skill('spring-boot', ['Spring Boot']),
  skill('spring-batch', ['Spring Batch']),
  skill('power-bi', ['Power BI']),
  skill('pentest', ["Tests d'intrusion", 'Penetration testing'], { aliases: ['Pentest'] }),
  skill('c', ['C'], { ambiguous: ['C'], homonyms: ["c'est"] }),
  skill('r', ['R'], { ambiguous: ['R'], homonyms: ['R&D'] }),
  skill('go', ['Go'], { aliases: ['Golang'], ambiguous: ['Go'], homonyms: ['go-live', 'go-getting'] }),
  skill('swift', ['Swift'], { ambiguous: ['Swift'] }),
  skill('chef', ['Chef'], { ambiguous: ['Chef'], homonyms: ['chef de projet', 'chefs de projet'] }),
  skill('make', ['Make'], { ambiguous: ['Make'], homonyms: ['make sure'] }),
  skill('tableau', ['Tableau'], { ambiguous: ['Tableau'], homonyms: ['tableau de bord'] }),
  skill('lean', ['Lean'], { ambiguous: ['Lean'] }),
  {
    kind: 'job',
    id: 'java-developer',
    labels: ['Développeur Java', 'Java developer'],
    aliases: ['Développeuse Java'],
  },
];

const vocabulary = buildVocabulary(ENTRIES);
const skills = (text: string) => findEntries(vocabulary, text, 'skill');

describe('form keys (issue #27 §1)', () => {
  it.each([
    ['Spring Boot', 'springboot'],
    ['spring-boot', 'springboot'],
    ['SpringBoot', 'springboot'],
    ['Node.js', 'nodejs'],
    ['NodeJS', 'nodejs'],
    ['node js', 'nodejs'],
    ['micro-services', 'microservices'],
    ['Micro Services', 'microservices'],
    ['CI/CD', 'ci/cd'],
    ['CI / CD', 'ci/cd'],
    ['S/4 HANA', 's/4hana'],
    ['.NET Core', 'dotnetcore'],
    ['C#', 'csharp'],
    ['C++', 'cpp'],
    ['Électronique embarquée', 'electroniqueembarquee'],
    ["Tests d'intrusion", 'testsdintrusion'],
    ['R&D', 'r d'],
    ['!!', ''],
  ])('%s → %s', (form, key) => {
    expect(formKey(form)).toBe(key);
  });

  it('normalises a word: case, accents, #, + and a leading dot', () => {
    expect(normalizeToken('Éÿ')).toBe('ey');
    expect(normalizeToken('F#')).toBe('fsharp');
    expect(normalizeToken('C++')).toBe('cpp');
    expect(normalizeToken('.NET')).toBe('dotnet');
    expect(normalizeToken('a.b')).toBe('a.b');
  });

  it('cuts text into words with their offsets and separators', () => {
    const text = 'Java, .NET et C++ (ASP.NET)';
    const tokens = tokenize(text);
    expect(tokens.map((token) => token.written)).toEqual(['Java', '.NET', 'et', 'C++', 'ASP', 'NET']);
    expect(tokens.map((token) => token.before)).toEqual(['', ', ', ' ', ' ', ' (', '.']);
    for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.written);
  });

  it('joins words: soft separators, a slash, nothing else', () => {
    expect(joiner(' ')).toBe('');
    expect(joiner('')).toBe('');
    expect(joiner('-')).toBe('');
    expect(joiner('.')).toBe('');
    expect(joiner('_')).toBe('');
    expect(joiner("'")).toBe('');
    expect(joiner(' / ')).toBe('/');
    expect(joiner('/')).toBe('/');
    expect(joiner(', ')).toBeNull();
    expect(joiner('\n')).toBeNull();
    expect(joiner(' & ')).toBeNull();
    expect(joiner('//')).toBeNull();
  });

  it('derives the parts and abbreviations of a label', () => {
    expect(labelForms('Amazon Web Services (AWS)')).toEqual([
      'Amazon Web Services (AWS)',
      'Amazon Web Services',
      'AWS',
    ]);
    expect(labelForms('Hibernate / JPA')).toEqual(['Hibernate / JPA', 'Hibernate', 'JPA']);
    expect(labelForms('ELK (Elasticsearch, Logstash, Kibana)')).toEqual([
      'ELK (Elasticsearch, Logstash, Kibana)',
      'ELK',
      'Elasticsearch',
      'Logstash',
      'Kibana',
    ]);
    expect(labelForms('Java')).toEqual(['Java']);
    expect(labelForms(' Java ')).toEqual(['Java']);
  });
});

describe('finding skills in text (issue #27 §1)', () => {
  it('reads aliases, case and accents apart', () => {
    expect(skills('Expérience de K8S et de kafka')).toEqual(['kubernetes', 'kafka']);
    expect(skills('Apache Kafka')).toEqual(['kafka']);
    expect(skills('MSSQL, dotnet')).toEqual(['sql-server', 'dotnet']);
  });

  it('reads soft separators and glued words as the same name', () => {
    expect(skills('micro-services')).toEqual(['microservices']);
    expect(skills('NodeJS puis node.js')).toEqual(['nodejs']);
    expect(skills('Spring-Boot')).toEqual(['spring-boot']);
    expect(skills('PowerBI')).toEqual(['power-bi']);
  });

  it('skips versions written after a name or glued to it', () => {
    expect(skills('React 17, Java 8+, .NET 6+ et Angular15, Python3')).toEqual([
      'react',
      'java',
      'dotnet',
      'angular',
      'python',
    ]);
    expect(skills('HTML, HTML5')).toEqual(['html']);
  });

  it('reads slash- and comma-fused lists item by item', () => {
    expect(skills('Kubernetes/Docker')).toEqual(['kubernetes', 'docker']);
    expect(skills('CI/CD et PL/SQL')).toEqual(['ci-cd', 'plsql']);
    expect(skills('C/C++')).toEqual(['c', 'cpp']);
  });

  it("keeps a vendor's name for the items after it", () => {
    expect(skills('SAP FI/CO/PS')).toEqual(['sap-fi', 'sap-co', 'sap-ps']);
    expect(skills('Spring Boot, Batch')).toEqual(['spring-boot', 'spring-batch']);
    // A single word is not a vendor: "Java, Batch" names no Spring Batch.
    expect(skills('Java, Batch')).toEqual(['java']);
  });

  it('reads the longest name first', () => {
    expect(skills('React Native')).toEqual(['react-native']);
    expect(skills('SQL Server')).toEqual(['sql-server']);
    expect(skills('React Native et React')).toEqual(['react-native', 'react']);
    // "Java Script" is JavaScript, not Java.
    expect(skills('Java Script')).toEqual(['javascript']);
  });

  it('does not glue short words into a name', () => {
    expect(skills("Il faut et l'envie")).toEqual([]);
    expect(skills('ETL, ELT')).toEqual(['etl']);
  });

  it('reads the forms derived from labels', () => {
    expect(skills('AWS, Amazon Web Services')).toEqual(['aws']);
    expect(skills('JPA')).toEqual(['hibernate']);
    expect(skills("tests d'intrusion, pentest")).toEqual(['pentest']);
  });

  it('reads a plural as its singular', () => {
    expect(skills('Pentests')).toEqual(['pentest']);
    expect(skills('Dockers')).toEqual(['docker']);
    // Too short to be a plural: "SQLs" stays unread.
    expect(skills('SQLs')).toEqual([]);
  });

  it('gives each mention with its offsets and the form it matched', () => {
    const text = 'Stack : K8s, Spring boot 3';
    const mentions = findMentions(vocabulary, text, ['skill']);
    expect(mentions).toEqual([
      { kind: 'skill', id: 'kubernetes', start: 8, end: 11, written: 'K8s', form: 'K8s' },
      { kind: 'skill', id: 'spring-boot', start: 13, end: 24, written: 'Spring boot', form: 'Spring Boot' },
    ]);
  });

  it('reads jobs apart from skills, in feminine forms too', () => {
    expect(findEntries(vocabulary, 'Développeuse Java confirmée', 'job')).toEqual(['java-developer']);
    expect(findEntries(vocabulary, 'Développeuse Java confirmée', 'skill')).toEqual(['java']);
    expect(findMentions(vocabulary, 'Java developer').map((mention) => mention.kind)).toEqual([
      'skill',
      'job',
    ]);
  });

  it('places an entry named twice where it is first named, by any of its forms', () => {
    expect(skills('Microsoft SQL Server, Kubernetes, Java, K8s, SQL Server')).toEqual([
      'sql-server',
      'kubernetes',
      'java',
    ]);
    expect(findMentions(vocabulary, 'K8s puis Kubernetes', ['skill']).map((mention) => mention.form)).toEqual(
      ['K8s', 'Kubernetes'],
    );
  });

  it('reads a name holding a sign with its sign (CompTIA "A+")', () => {
    const built = buildVocabulary([
      skill('comptia-a-plus', ['CompTIA A+'], { aliases: ['A+'], ambiguous: ['A+'] }),
    ]);
    expect(findEntries(built, 'Certifications : A+, CompTIA A+', 'skill')).toEqual(['comptia-a-plus']);
    expect(findEntries(built, 'Niveau A requis', 'skill')).toEqual([]);
  });

  it('never reads a label with no word, and trims labels', () => {
    const built = buildVocabulary([
      skill('blank', ['', '  ', '—']),
      skill('go', [' Go '], { ambiguous: ['Go'] }),
    ]);
    expect(findEntries(built, '— Go developer', 'skill')).toEqual(['go']);
    expect(findEntries(built, '', 'skill')).toEqual([]);
  });

  it('reads French inclusive titles as their masculine form, offsets kept', () => {
    for (const title of [
      'Développeur(se) Java',
      'Développeur·se Java',
      'Développeur.euse Java',
      'Développeur(e) Java',
    ]) {
      const [job] = findMentions(vocabulary, title, ['job']);
      expect(job?.id).toBe('java-developer');
      expect(title.slice(job!.start, job!.end)).toBe(job!.written);
    }
    expect(findEntries(vocabulary, 'Node.e Java', 'skill')).toEqual(['java']);
    expect(findEntries(vocabulary, 'Développeur.eJava', 'job')).toEqual([]);
  });

  it('answers nothing for a kind it does not hold', () => {
    expect(findEntries(vocabulary, 'anglais courant', 'language')).toEqual([]);
  });
});

describe('ambiguous names and homonyms (issue #27 §1)', () => {
  it.each([
    ['Langages : C, Java, Python', ['c', 'java', 'python']],
    ['Java, Go, Python', ['java', 'go', 'python']],
    ['Java / R / SQL', ['java', 'r', 'sql']],
    ['Kotlin et Swift, React Native', ['swift', 'react-native']],
    ['Ansible, Chef, Docker', ['chef', 'docker']],
    ['Scrum, Lean et Kubernetes', ['lean', 'kubernetes']],
    ['Power BI, Tableau', ['power-bi', 'tableau']],
    ['développement en C embarqué', ['c']],
    ['Go developer', ['go']],
    ['Backend en Go', ['go']],
    ['programmation R', ['r']],
    ['JAVA, GO, PYTHON', ['java', 'go', 'python']],
  ])('in a technical context: %s', (text, ids) => {
    expect(skills(text)).toEqual(ids);
  });

  it.each([
    ["C'est un poste Java", ['java']],
    ['C. Compétences : Java', ['java']],
    ['Une expérience en R&D, Java', ['java']],
    ['Go-live du projet, Java', ['java']],
    ['A go-getting person who knows Java', ['java']],
    ['We go live with Java soon', ['java']],
    ['Chef de projet Java, Docker', ['java', 'docker']],
    ['Les chefs de projet, Docker', ['docker']],
    ['Make sure Docker, Java run', ['docker', 'java']],
    ['Un tableau de bord, Power BI', ['power-bi']],
    ['Une démarche lean', []],
    ['Payments over SWIFT, Java', ['java']],
    ['Lean management', []],
    ['Swift', []],
    ['Go', []],
    ['go, Java', ['java']],
  ])('not in ordinary prose: %s', (text, ids) => {
    expect(skills(text)).toEqual(ids);
  });

  it('needs an unambiguous name on the same line and near', () => {
    expect(skills('Go, R\nJava')).toEqual(['java']);
    const far = `Go, ${'mot '.repeat(13)}Java`;
    expect(skills(far)).toEqual(['java']);
    const near = `Go, ${'mot '.repeat(11)}Java`;
    expect(skills(near)).toEqual(['go', 'java']);
    expect(skills('Java et encore Go')).toEqual(['java']);
    expect(skills('Java, Go')).toEqual(['java', 'go']);
    expect(skills('Java puis Go, ensuite')).toEqual(['java', 'go']);
    expect(skills('Go 1.21, Docker')).toEqual(['go', 'docker']);
    expect(skills('Java (Go)')).toEqual(['java', 'go']);
    expect(skills('Java ou Go')).toEqual(['java', 'go']);
  });

  it('takes a cue word two words away, not three', () => {
    expect(skills('langage de type C')).toEqual([]);
    expect(skills('langage type C')).toEqual(['c']);
    expect(skills('C est un langage')).toEqual([]);
    expect(skills('C pour le développement')).toEqual([]);
    expect(skills('C et développement')).toEqual(['c']);
  });

  it('reads a capital line as written by the data file, not a lower-case word', () => {
    expect(skills('TECHNOLOGIES : JAVA, GO')).toEqual(['java', 'go']);
    expect(skills('Technologies : Java, GO')).toEqual(['java']);
  });

  it('reads the unambiguous aliases of an ambiguous entry anywhere', () => {
    expect(skills('golang')).toEqual(['go']);
  });
});

describe('the edges of the matcher (issue #27 §1)', () => {
  it('reads a plural of five letters or more, a glued version ending with +', () => {
    expect(skills('Javas')).toEqual(['java']);
    expect(skills('Java8+')).toEqual(['java']);
    expect(skills('Kafka3')).toEqual(['kafka']);
  });

  it('keeps the vendor after an ampersand too', () => {
    expect(skills('SAP FI & CO')).toEqual(['sap-fi', 'sap-co']);
    expect(skills('SAP FI ; CO')).toEqual(['sap-fi']);
  });

  it('reads a list sign after the last word of the text', () => {
    expect(skills('Java puis Go,')).toEqual(['java', 'go']);
    expect(skills('Java puis Go')).toEqual(['java']);
    expect(skills('Java puis Go.')).toEqual(['java']);
  });

  it('counts the list window in words, on both sides, twelve at most', () => {
    const words = (count: number) => 'mot '.repeat(count);
    expect(skills(`Go, ${words(12)}Java`)).toEqual(['go', 'java']);
    expect(skills(`Go, ${words(13)}Java`)).toEqual(['java']);
    expect(skills(`Java ${words(11)}puis, Go`)).toEqual(['java', 'go']);
    expect(skills(`Java ${words(12)}puis, Go`)).toEqual(['java']);
  });

  it('takes a leading dot into the word after a sign, not inside a word', () => {
    expect(tokenize('Java,.NET').map((token) => token.key)).toEqual(['java', 'dotnet']);
    expect(tokenize('.NET').map((token) => token.key)).toEqual(['dotnet']);
    expect(tokenize('x.NET').map((token) => token.key)).toEqual(['x', 'net']);
    expect(tokenize('..NET').map((token) => token.key)).toEqual(['net']);
    expect(tokenize('. 5').map((token) => token.key)).toEqual(['5']);
  });

  it('reads a form cut into words by another of its forms', () => {
    const built = buildVocabulary([skill('power-bi', ['PowerBI'], { aliases: ['Power BI'] })]);
    expect(findEntries(built, 'Power BI, PowerBI, power-bi', 'skill')).toEqual(['power-bi']);
    expect(findMentions(built, 'Power BI', ['skill'])).toHaveLength(1);
  });

  it('reads no form across a line break or a comma', () => {
    expect(skills('Spring\nBoot')).toEqual([]);
    expect(skills('Spring, Boot')).toEqual([]);
  });
});

describe('a term that names an entry (issue #27 §7)', () => {
  it('finds the entry of an alias or label, ambiguous ones too', () => {
    expect(entriesNamed(vocabulary, 'k8s', 'skill')).toEqual(['kubernetes']);
    expect(entriesNamed(vocabulary, 'node js', 'skill')).toEqual(['nodejs']);
    expect(entriesNamed(vocabulary, 'Go', 'skill')).toEqual(['go']);
    expect(entriesNamed(vocabulary, 'kube', 'skill')).toEqual([]);
    expect(entriesNamed(vocabulary, 'k8s', 'job')).toEqual([]);
  });
});

describe('the keys an entry is indexed under (issue #27 §7)', () => {
  it('lists the keys of its labels, derived forms and aliases, slashes dropped', () => {
    expect(entryKeys(vocabulary, 'skill', 'kubernetes')).toEqual(['kubernetes', 'k8s']);
    expect(entryKeys(vocabulary, 'skill', 'dotnet')).toEqual(['dotnet', 'dotnetcore']);
    expect(entryKeys(vocabulary, 'skill', 'ci-cd')).toEqual(['cicd']);
    expect(entryKeys(vocabulary, 'skill', 'aws')).toEqual(['amazonwebservices', 'aws']);
    expect(entryKeys(vocabulary, 'skill', 'unknown')).toEqual([]);
    expect(entryKeys(vocabulary, 'language', 'kubernetes')).toEqual([]);
  });
});

describe('building the vocabulary', () => {
  it('gives a key to a label or alias before a form derived from another label', () => {
    const built = buildVocabulary([
      skill('elk', ['ELK (Elasticsearch, Logstash, Kibana)']),
      skill('elasticsearch', ['Elasticsearch']),
    ]);
    expect(findEntries(built, 'Elasticsearch, Kibana', 'skill')).toEqual(['elasticsearch', 'elk']);
  });

  it('keeps the first entry when two derive the same form', () => {
    const built = buildVocabulary([skill('a', ['Alpha (AB)']), skill('b', ['Beta (AB)'])]);
    expect(findEntries(built, 'AB', 'skill')).toEqual(['a']);
  });

  it('keeps the first entry when two claim the same alias', () => {
    const built = buildVocabulary([skill('a', ['Alpha'], { aliases: ['Omega'] }), skill('b', ['Omega'])]);
    expect(findEntries(built, 'Omega', 'skill')).toEqual(['a']);
  });
});

describe("the data file's check (issue #27 §1)", () => {
  it('finds nothing wrong with a sound vocabulary', () => {
    expect(vocabularyProblems(ENTRIES)).toEqual([]);
  });

  it('reports each kind of problem', () => {
    expect(
      vocabularyProblems([
        skill('a', ['Alpha'], { aliases: ['R&D', '!!'] }),
        skill('b', ['Beta'], { aliases: ['BT'] }),
        skill('c', ['Gamma'], { ambiguous: ['Delta'] }),
        skill('d', ['Delta'], { homonyms: ['make sure'] }),
        skill('e', ['Epsilon'], { aliases: ['Alpha'] }),
        { kind: 'job', id: 'a', labels: ['Alpha'] },
      ]),
    ).toEqual([
      'skill a: alias "R&D" can never be found in text',
      'skill a: alias "!!" can never be found in text',
      'skill b: "BT" is short, list it in "ambiguous"',
      'skill c: ambiguous "Delta" is not one of its forms',
      'skill d: homonym "make sure" holds none of its forms',
      'skill e: "Alpha" is also a form of skill a',
    ]);
  });

  it('accepts a form of three characters not marked ambiguous', () => {
    expect(vocabularyProblems([skill('abc', ['ABC'])])).toEqual([]);
    expect(vocabularyProblems([skill('ab', ['AB'], { ambiguous: ['ab'] })])).toEqual([]);
  });

  it('accepts a homonym holding a slash form', () => {
    expect(vocabularyProblems([skill('ci', ['CI/CD'], { homonyms: ['CI/CD pipeline team'] })])).toEqual([]);
  });
});
