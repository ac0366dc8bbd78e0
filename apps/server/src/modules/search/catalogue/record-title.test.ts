import { describe, expect, it } from 'vitest';
import { compareVolumes, mainAuthorOf, parseRecordTitle, workKeyOf } from './record-title.ts';

describe('catalogue titles as the sources write them (decision 240)', () => {
  it('keeps a leading (series) apart from the title', () => {
    expect(parseRecordTitle('(이상한 과자 가게) 전천당')).toEqual({
      title: '전천당',
      subtitle: null,
      series: '이상한 과자 가게',
    });
    expect(parseRecordTitle('(흔한남매) 수수께끼 어드벤처 :수수께끼로 배우는 교과 지식')).toEqual({
      title: '수수께끼 어드벤처',
      subtitle: '수수께끼로 배우는 교과 지식',
      series: '흔한남매',
    });
  });

  it('drops a parallel title and a statement of responsibility from the title', () => {
    expect(parseRecordTitle('예언 =Prediction')).toEqual({
      title: '예언',
      subtitle: 'Prediction',
      series: null,
    });
    expect(parseRecordTitle('종의 기원 =정유정 장편소설 /The origin of species')).toEqual({
      title: '종의 기원',
      subtitle: '정유정 장편소설',
      series: null,
    });
    expect(
      parseRecordTitle("하버드 새벽 4시 반 =최고의 대학이 청춘에게 들려주는 성공 습관 /Harvard's 4:30 A.M.")
        .title,
    ).toBe('하버드 새벽 4시 반');
    expect(parseRecordTitle('너의 이름은. =Your name.').title).toBe('너의 이름은.');
    expect(parseRecordTitle('완득이 :김려령 장편소설')).toEqual({
      title: '완득이',
      subtitle: '김려령 장편소설',
      series: null,
    });
  });

  it('keys a work by title and main author, whatever the roles around the name', () => {
    expect(mainAuthorOf('히로시마 레이코 글 ;김정화 옮김')).toBe('히로시마 레이코');
    expect(mainAuthorOf('원작: 흔한남매 ;그림: 유난희')).toBe('흔한남매');
    expect(workKeyOf('전천당', '히로시마 레이코')).toBe(
      workKeyOf('전천당', '히로시마 레이코 글 ;김정화 옮김'),
    );
    expect(workKeyOf('전천당', '히로시마 레이코')).not.toBe(workKeyOf('전천당 2', '히로시마 레이코'));
  });

  it('orders volumes by number, then labels', () => {
    expect(['10', '2', '1', '하', '상'].sort(compareVolumes)).toEqual(['1', '2', '10', '상', '하']);
  });
});
