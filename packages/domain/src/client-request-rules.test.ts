/**
 * Reading a client request (issue #27 §3): the edges of each rule — headings, clauses, the
 * employer, example brackets, colleagues, years, the firm's lines and the narrowed profession —
 * on requests written for these tests. The main cases: client-request.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { readClientRequest } from './client-request.ts';
import { spokenLanguageEntries } from './languages.ts';
import { buildVocabulary, type VocabularyEntry } from './vocabulary.ts';

const skill = (id: string, labels: string[], aliases: string[] = []): VocabularyEntry => ({
  kind: 'skill',
  id,
  labels,
  aliases,
});
const job = (id: string, labels: string[], aliases: string[] = []): VocabularyEntry => ({
  kind: 'job',
  id,
  labels,
  aliases,
});

const vocabulary = buildVocabulary([
  skill('java', ['Java']),
  skill('docker', ['Docker']),
  skill('kafka', ['Apache Kafka'], ['Kafka']),
  skill('python', ['Python']),
  skill('mongodb', ['MongoDB']),
  skill('couchbase', ['Couchbase']),
  skill('ios', ['iOS']),
  skill('android', ['Android']),
  skill('cobol', ['COBOL']),
  skill('abap', ['ABAP']),
  skill('marketing-cloud', ['Salesforce Marketing Cloud']),
  job('software-developer', ['Software developer'], ['Developer']),
  job('software-engineer', ['Software engineer']),
  job('frontend-developer', ['Frontend engineer']),
  job('mobile-developer', ['Mobile developer']),
  job('python-developer', ['Python developer']),
  job('mainframe-developer', ['COBOL developer']),
  job('abap-developer', ['ABAP developer']),
  job('salesforce-developer', ['Salesforce developer']),
  job('java-developer', ['Java developer']),
  job('tech-lead', ['Tech lead']),
  ...spokenLanguageEntries(),
]);

const read = (text: string) => readClientRequest(vocabulary, text);
const skillsOf = (text: string) =>
  read(text).skills.map(({ id, required }) => `${id}${required ? '' : ' (plus)'}`);
const jobsOf = (text: string) => read(text).jobs.map((item) => item.id);
/** The skipped parts as [reason, the words skipped]. */
const skippedOf = (text: string) =>
  read(text).skipped.map((part) => [part.reason, text.slice(part.start, part.end)]);

describe('headings (issue #27 §3, rule 2)', () => {
  it('reads a heading under Markdown decoration on both sides', () => {
    expect(skillsOf('Titre\n__Nice to have__\nKafka')).toEqual(['kafka (plus)']);
  });

  it('reads no heading from a line starting with its colon', () => {
    expect(skillsOf('Titre\n: Nice to have\nKafka')).toEqual(['kafka']);
  });

  it('counts the words of a heading, not the spaces between them', () => {
    expect(skillsOf('Titre\nNice to have    for us\nKafka')).toEqual(['kafka (plus)']);
  });

  it('takes a full stop for a sentence only at the end of the line, even before trailing spaces', () => {
    expect(skillsOf('Titre\nNice to have in v2.0\nKafka')).toEqual(['kafka (plus)']);
    expect(skillsOf('Titre\nLes plus.  \nKafka')).toEqual(['kafka']);
  });

  it('reads the mission under its heading as requirements, ending a section of pluses', () => {
    expect(skillsOf('Titre\nNice to have\nKafka\nVos missions\nDocker')).toEqual(['kafka (plus)', 'docker']);
  });

  it('reads no item from a heading without a colon', () => {
    expect(skillsOf('Titre\nNice to have Kafka\nJava')).toEqual(['java (plus)']);
  });

  it('reads the items of a heading line at their place, after the colon', () => {
    expect(skillsOf('Titre\nMust have: Java. Kafka preferred')).toEqual(['java', 'kafka (plus)']);
  });

  it('reads years in an item after a heading only from the words of the heading and of the item', () => {
    expect(read('Titre\nProfil : Java depuis 3 ans ; une expérience bancaire').minYears).toBeNull();
  });
});

describe('clauses (issue #27 §3, rule 3)', () => {
  it('cuts a sentence followed by several spaces', () => {
    expect(skillsOf('Titre\nJava.  Kafka est un plus')).toEqual(['java', 'kafka (plus)']);
  });

  it('cuts after "etc." when a semicolon follows it', () => {
    expect(skillsOf('Titre\nDocker, etc.; Kafka est un plus')).toEqual(['docker', 'kafka (plus)']);
  });

  it('does not cut after "e.g." at the start of a line', () => {
    expect(skillsOf('Titre\nUn outil de conteneurs\ne.g. Docker')).toEqual(['docker (plus)']);
  });

  it('keeps a softener to its own clause', () => {
    expect(skillsOf('Titre\nUn bus, idéalement Kafka ; Java ; Docker')).toEqual([
      'kafka (plus)',
      'java',
      'docker',
    ]);
    expect(skillsOf('Titre\nDocker, idéalement Python\nUn bus de messages ; Java ; Kafka')).toEqual([
      'docker',
      'python (plus)',
      'java',
      'kafka',
    ]);
  });
});

describe('example brackets (issue #27 §3, rule 3)', () => {
  it('reads a line that is a bracketed example list', () => {
    expect(skillsOf('Titre\n(MongoDB, Couchbase, etc.)')).toEqual(['mongodb (plus)', 'couchbase (plus)']);
  });

  it('reads no example list from a bracket never closed', () => {
    expect(skillsOf('Titre\nBases (MongoDB, Couchbase etc.')).toEqual(['mongodb', 'couchbase']);
  });

  it('reads no example list from a bracket closed before the mention', () => {
    expect(skillsOf('Titre\n(Docker) Kafka (Couchbase, etc.)')).toEqual([
      'docker',
      'kafka',
      'couchbase (plus)',
    ]);
  });
});

describe('colleagues (issue #27 §3, rule 3)', () => {
  it('drops two names joined by "and" before colleagues', () => {
    expect(skillsOf('Titre\nYou will collaborate with iOS and Android developers.')).toEqual([]);
  });

  it('keeps a skill separated from the colleagues by other signs', () => {
    expect(skillsOf('Titre\nYou will work alongside a platform on Kafka — engineers love it.')).toEqual([
      'kafka',
    ]);
  });

  it('drops a colleague’s skill in its clause only, not where it is asked', () => {
    expect(skillsOf('Titre\nVous développez avec Kafka\nYou will work with the Kafka engineers')).toEqual([
      'kafka',
    ]);
  });
});

describe('the employer (issue #27 §3, rule 2b)', () => {
  it('reads no employer from a list item or a heading after the title', () => {
    expect(read('Data engineer\n- Kafka\n- Kafka is a plus').skipped).toEqual([]);
    expect(skillsOf('Data engineer\nNice to have\n- Kafka\nNice to have is optional.')).toEqual([
      'kafka (plus)',
    ]);
  });

  it('takes a name of two letters, not of one', () => {
    expect(skillsOf('Data engineer\nEY\nEY is a Kafka shop. Python')).toEqual(['python']);
    expect(read('Data engineer\nQ\nQ is great. Python').skipped).toEqual([]);
  });

  it('takes a name of four words at most, whatever the spaces between them', () => {
    expect(
      skillsOf('Data engineer\nBlue Fox Data  Labs\nBlue Fox Data  Labs is a Kafka shop. Python'),
    ).toEqual(['python']);
    expect(
      skillsOf('Data engineer\nBlue Fox Data Labs Paris\nBlue Fox Data Labs Paris is a Kafka shop.'),
    ).toEqual(['kafka']);
  });

  it('takes no list for a name', () => {
    expect(skillsOf('Data engineer\nPython, Kafka\nPython, Kafka is what we use.')).toEqual([
      'python',
      'kafka',
    ]);
  });

  it('finds a name written with accents', () => {
    expect(
      skillsOf('Data engineer\nSociété Générale\nSociété Générale est une banque sous Kafka. Python'),
    ).toEqual(['python']);
  });

  it('finds the name at the start of the title', () => {
    expect(skillsOf('Kestrel engineer\nKestrel\nKestrel is a Kafka shop.\nPython')).toEqual(['python']);
  });

  it('finds the name as a word, not inside another', () => {
    expect(read('Data engineer\nFox\nFirefox is our browser. Python').skipped).toEqual([]);
  });

  it('reads the firm’s words after its name across a long bracket', () => {
    const text =
      'Data engineer\nBlue Fox Labs\nBlue Fox Labs (a member of the Northwind alliance of data consultancies in Lyon) is a Kafka shop.\nPython';
    expect(skillsOf(text)).toEqual(['python']);
  });

  it('skips the firm’s sentence in a list item, after another clause', () => {
    expect(skillsOf('Data engineer\nKestrel\n- Kestrel is a Kafka shop.\n- Python')).toEqual(['python']);
    expect(skillsOf('Data engineer\nKestrel\nPython. Kestrel is a Kafka shop.')).toEqual(['python']);
  });

  it('skips only the sentences starting with the name', () => {
    expect(skillsOf('Data engineer\nKestrel\nKestrel is a consultancy.\nDocker, Kafka')).toEqual([
      'docker',
      'kafka',
    ]);
  });

  it('skips no sentence without an employer, even one starting with "null"', () => {
    expect(skillsOf('Titre\nNull handling in Java is key.')).toEqual(['java']);
  });

  it('reads the name when it ends the title', () => {
    expect(skillsOf('Data engineer Kafka\nKafka\nKafka is a data consultancy.\nPython')).toEqual([
      'kafka',
      'python',
    ]);
  });
});

describe('the lines of the firm (issue #27 §3, rule 2)', () => {
  it('skips the list under a firm’s line as about the firm, in one part', () => {
    const text = 'Titre\nPlus de 300 collaborateurs répartis en équipes :\n- Java\n- Kafka\nDocker';
    expect(skippedOf(text)).toEqual([
      ['about', 'Plus de 300 collaborateurs répartis en équipes :\n- Java\n- Kafka'],
    ]);
    expect(skillsOf(text)).toEqual(['docker']);
  });

  it('skips the list under a firm’s line ending with a colon and spaces, not with a colon inside', () => {
    expect(skillsOf('Titre\nPlus de 300 collaborateurs :  \n- Java\nDocker')).toEqual(['docker']);
    expect(skillsOf('Titre\nPlus de 300 collaborateurs : une équipe soudée\n- Java\nDocker')).toEqual([
      'java',
      'docker',
    ]);
  });

  it('skips a list under a colon only after a firm’s or a team’s line', () => {
    expect(skillsOf('Titre\nDans ce projet, vous utiliserez :\n- Java\n- Kafka')).toEqual(['java', 'kafka']);
    expect(
      skillsOf(
        'Titre\nVous intégrerez une équipe de 8 passionnés basée entre Lyon et Paris :  \n- Java\nDocker',
      ),
    ).toEqual(['docker']);
    expect(
      skillsOf(
        'Titre\nVous intégrerez une équipe de 8 passionnés basée entre Lyon et Paris : ambiance top\n- Java',
      ),
    ).toEqual(['java']);
  });

  it('says why a line is skipped: benefits, legal', () => {
    expect(skippedOf('Titre\nMutuelle et tickets restaurant\nJava')).toEqual([
      ['benefits', 'Mutuelle et tickets restaurant'],
    ]);
    expect(skippedOf('Titre\nVos données personnelles sont protégées.\nJava')).toEqual([
      ['legal', 'Vos données personnelles sont protégées.'],
    ]);
  });

  it('skips every line of a skipped section, in one part', () => {
    expect(skippedOf('Titre\nAvantages\nMutuelle\nTélétravail\nProfil\nJava')).toEqual([
      ['benefits', 'Avantages\nMutuelle\nTélétravail'],
    ]);
  });
});

describe('the title (issue #27 §3, rule 1)', () => {
  it('reads a title written as a list item', () => {
    expect(read('- Tech lead\n- Java').jobs.map((item) => item.id)).toEqual(['tech-lead']);
  });

  it('takes a line of spaces for no title', () => {
    expect(jobsOf('   \nTech lead\nEn tant que Java developer')).toEqual(['tech-lead', 'java-developer']);
  });
});

describe('years (issue #27 §3, rule 5)', () => {
  it.each([
    ['Java : 5+ans', 5],
    ['Kafka 1+ year', 1],
    ['Python 2+ yr', 2],
    ['25 years of experience', 25],
  ])('%s → %d', (line, years) => {
    expect(read(`Titre\n${line}`).minYears).toBe(years);
  });

  it('says where the years were read', () => {
    const text = 'Titre\nAu moins 5 ans d’expérience';
    const from = read(text).minYearsFrom!;
    expect(text.slice(from.start, from.end)).toBe('5 ans');
  });

  it('keeps the first of two clauses asking the same years', () => {
    const text = 'Titre\n3 ans d’expérience en Java\n3 ans d’expérience en Docker';
    expect(read(text).minYearsFrom!.start).toBe(text.indexOf('3 ans'));
  });

  it('gives the years to a skill at the start of their clause', () => {
    expect(read('Titre\nJava, 5 ans d’expérience').skills).toEqual([
      expect.objectContaining({ id: 'java', minYears: 5 }),
    ]);
  });
});

describe('the order of the jobs (issue #27 §3, rule 7)', () => {
  it('orders the text’s jobs by their first mention', () => {
    expect(jobsOf('Mission\nUn Mobile developer et un Tech lead')).toEqual(['mobile-developer', 'tech-lead']);
    expect(jobsOf('Mission\nUn Tech lead et un Mobile developer')).toEqual(['tech-lead', 'mobile-developer']);
  });

  it('reads a job as the post only when the role phrase is in its clause', () => {
    expect(
      jobsOf(
        'Mission\nUn Tech lead vous encadre au quotidien sur tout le projet. Nous recherchons\nMobile developer',
      ),
    ).toEqual(['tech-lead', 'mobile-developer']);
  });

  it('narrows the role by the request’s skills, not by a skill it does not ask', () => {
    expect(jobsOf('Developer\nCOBOL n’est pas requis.\nPython')).toEqual([
      'software-developer',
      'python-developer',
    ]);
  });

  it('ranks a job of the text first when the title narrows to it', () => {
    const understood = read('Software Engineer - Frontend\nVous serez notre Frontend engineer');
    expect(understood.jobs.map((item) => item.id)).toEqual(['frontend-developer', 'software-engineer']);
    expect(understood.jobs[0]!.from.map((from) => from.written)).toEqual(['Frontend engineer']);
  });
});

describe('the profession narrowed by a qualifier (issue #27 §3, rule 7)', () => {
  it('narrows a role word opening the title, ranked before a post', () => {
    const understood = read('Engineer - Frontend\nEn tant que Tech lead');
    expect(understood.jobs.map((item) => item.id)).toEqual(['frontend-developer', 'tech-lead']);
    expect(understood.jobs[0]!.from.map((from) => from.written)).toEqual(['Engineer', 'Frontend']);
  });

  it('ranks a title’s skill ending the title as the title’s', () => {
    expect(jobsOf('Developer Python\nEn tant que Tech lead')).toEqual([
      'python-developer',
      'software-developer',
      'tech-lead',
    ]);
  });

  it('tries the title’s skills before its other words, in text order', () => {
    const understood = read('Python Frontend Developer\nMission');
    expect(understood.jobs.map((item) => item.id)).toEqual(['python-developer', 'software-developer']);
    expect(understood.jobs[0]!.from.map((from) => from.written)).toEqual(['Python', 'Developer']);
    expect(jobsOf('Frontend Developer Python\nMission')).toEqual(['python-developer', 'software-developer']);
  });

  it('tries the first word of a title’s skill of several words', () => {
    const understood = read('Salesforce Marketing Cloud Frontend Developer\nMission');
    expect(understood.jobs.map((item) => item.id)).toEqual(['salesforce-developer', 'software-developer']);
    expect(understood.jobs[0]!.from.map((from) => from.written)).toEqual(['Salesforce', 'Developer']);
  });

  it('narrows no default role by the title’s words, only by the request’s skills', () => {
    expect(jobsOf('Projet Mobile\nCOBOL')).toEqual(['mainframe-developer']);
  });

  it('tries the title’s skills before the text’s', () => {
    expect(jobsOf('Software Engineer II - Frontend\nPython')).toEqual([
      'frontend-developer',
      'software-engineer',
    ]);
  });

  it('tries the title’s other words nearest the role word first', () => {
    expect(jobsOf('Frontend Payments Developer Mobile\nMission')).toEqual([
      'mobile-developer',
      'software-developer',
    ]);
  });

  it('tries the skill the request names most first, not the first named', () => {
    expect(jobsOf('IT Engineer II\nPython. ABAP, ABAP et ABAP')).toEqual(['abap-developer']);
  });

  it('ranks a role narrowed by the text’s skills after a post', () => {
    expect(jobsOf('IT Engineer II\nABAP, ABAP\nEn tant que Tech lead')).toEqual([
      'tech-lead',
      'abap-developer',
    ]);
    expect(jobsOf('Mission\nCOBOL, COBOL. En tant que Tech lead')).toEqual([
      'tech-lead',
      'mainframe-developer',
    ]);
  });

  it('says where a default role’s narrowing was read', () => {
    expect(read('Mission bancaire\nCOBOL, COBOL').jobs[0]!.from.map((from) => from.written)).toEqual([
      'COBOL',
    ]);
  });
});
