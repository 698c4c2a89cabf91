%v1 = arith.constant 4253055642126392333 : index
%v2 = arith.index_cast %v1 : index to i3
"foo.use"(%v2) : (i3) -> ()
// -----
%v3 = arith.constant 0x80 : f8E4M3FN
%v4 = arith.fptoui %v3 : f8E4M3FN to i16
"foo.use"(%v4) : (i16) -> ()
// -----
%v5 = arith.constant false
%v6 = arith.sitofp %v5 : i1 to f4E2M1FN
"foo.use"(%v6) : (f4E2M1FN) -> ()
// -----
%v7 = arith.constant -12469 : i16
%v8 = arith.sitofp %v7 : i16 to f32
"foo.use"(%v8) : (f32) -> ()
// -----
%v9 = arith.constant -27031 : i17
%v10 = arith.sitofp %v9 : i17 to f4E2M1FN
"foo.use"(%v10) : (f4E2M1FN) -> ()
// -----
%v11 = arith.constant -1934012251 : i32
%v12 = arith.uitofp %v11 : i32 to f128
"foo.use"(%v12) : (f128) -> ()
// -----
%v13 = arith.constant -1480681042 : i32
%v14 = arith.extui %v13 : i32 to i128
"foo.use"(%v14) : (i128) -> ()
// -----
%v15 = arith.constant 0x58702 : tf32
%v16 = arith.bitcast %v15 : tf32 to i19
"foo.use"(%v16) : (i19) -> ()
// -----
%v17 = arith.constant 0xAD : f8E5M2
%v18 = arith.bitcast %v17 : f8E5M2 to i8
"foo.use"(%v18) : (i8) -> ()
// -----
%v19 = arith.constant 17 : i17
%v20 = arith.trunci %v19 : i17 to i16
"foo.use"(%v20) : (i16) -> ()
// -----
%v21 = arith.constant 51872 : i17
%v22 = arith.uitofp %v21 : i17 to f8E4M3FNUZ
"foo.use"(%v22) : (f8E4M3FNUZ) -> ()
// -----
%v23 = arith.constant 4347497724870603904 : i64
%v24 = arith.bitcast %v23 : i64 to f64
"foo.use"(%v24) : (f64) -> ()
// -----
%v25 = arith.constant -1593063732 : i32
%v26 = arith.index_castui %v25 : i32 to index
"foo.use"(%v26) : (index) -> ()
// -----
%v27 = arith.constant true
%v28 = arith.extui %v27 : i1 to i128
"foo.use"(%v28) : (i128) -> ()
// -----
%v29 = arith.constant 0xDE451397BC7B3B1669DA8A2EBBAFD285 : f128
%v30 = arith.fptosi %v29 : f128 to i17
"foo.use"(%v30) : (i17) -> ()
// -----
%v31 = arith.constant -1473776221 : i32
%v32 = arith.uitofp %v31 : i32 to f6E2M3FN
"foo.use"(%v32) : (f6E2M3FN) -> ()
// -----
%v33 = arith.constant -142620998680139780448508687253823821338 : i128
%v34 = arith.index_castui %v33 : i128 to index
"foo.use"(%v34) : (index) -> ()
// -----
%v35 = arith.constant 0x18 : f6E2M3FN
%v36 = arith.extf %v35 : f6E2M3FN to f8E3M4
"foo.use"(%v36) : (f8E3M4) -> ()
// -----
%v37 = arith.constant 170141183460469231731687303715884105727 : i128
%v38 = arith.index_cast %v37 : i128 to index
"foo.use"(%v38) : (index) -> ()
// -----
%v39 = arith.constant 0x9F0 : f16
%v40 = arith.bitcast %v39 : f16 to bf16
"foo.use"(%v40) : (bf16) -> ()
// -----
%v41 = arith.constant -1 : i8
%v42 = arith.uitofp %v41 : i8 to f8E8M0FNU
"foo.use"(%v42) : (f8E8M0FNU) -> ()
// -----
%v43 = arith.constant 6764379446819619040 : i64
%v44 = arith.sitofp %v43 : i64 to f32
"foo.use"(%v44) : (f32) -> ()
// -----
%v45 = arith.constant 0x9 : f8E3M4
%v46 = arith.extf %v45 : f8E3M4 to f16
"foo.use"(%v46) : (f16) -> ()
// -----
%v47 = arith.constant 38870 : i17
%v48 = arith.trunci %v47 : i17 to i8
"foo.use"(%v48) : (i8) -> ()
// -----
%v49 = arith.constant 2 : i16
%v50 = arith.extui %v49 : i16 to i128
"foo.use"(%v50) : (i128) -> ()
// -----
%v51 = arith.constant 0xC5 : f8E4M3FNUZ
%v52 = arith.fptoui %v51 : f8E4M3FNUZ to i3
"foo.use"(%v52) : (i3) -> ()
// -----
%v53 = arith.constant 3 : i3
%v54 = arith.sitofp %v53 : i3 to f8E4M3
"foo.use"(%v54) : (f8E4M3) -> ()
// -----
%v55 = arith.constant false
%v56 = arith.extui %v55 : i1 to i17
"foo.use"(%v56) : (i17) -> ()
// -----
%v57 = arith.constant -2 : i16
%v58 = arith.trunci %v57 : i16 to i3
"foo.use"(%v58) : (i3) -> ()
// -----
%v59 = arith.constant 0xFC : f8E5M2
%v60 = arith.fptosi %v59 : f8E5M2 to i1
"foo.use"(%v60) : (i1) -> ()
// -----
%v61 = arith.constant -9223372036854775808 : i64
%v62 = arith.sitofp %v61 : i64 to f6E3M2FN
"foo.use"(%v62) : (f6E3M2FN) -> ()
// -----
%v63 = arith.constant -54620 : i17
%v64 = arith.uitofp %v63 : i17 to tf32
"foo.use"(%v64) : (tf32) -> ()
// -----
%v65 = arith.constant 0x38 : f6E2M3FN
%v66 = arith.extf %v65 : f6E2M3FN to f8E4M3B11FNUZ
"foo.use"(%v66) : (f8E4M3B11FNUZ) -> ()
// -----
%v67 = arith.constant 0xDE : f8E5M2
%v68 = arith.fptosi %v67 : f8E5M2 to i1
"foo.use"(%v68) : (i1) -> ()
// -----
%v69 = arith.constant 0x0 : f128
%v70 = arith.truncf %v69 to_nearest_away : f128 to f6E2M3FN
"foo.use"(%v70) : (f6E2M3FN) -> ()
// -----
%v71 = arith.constant 232891196 : i32
%v72 = arith.extsi %v71 : i32 to i64
"foo.use"(%v72) : (i64) -> ()
// -----
%v73 = arith.constant 0xCF : f8E5M2
%v74 = arith.extf %v73 : f8E5M2 to f64
"foo.use"(%v74) : (f64) -> ()
// -----
%v75 = arith.constant 76 : i8
%v76 = arith.extui %v75 : i8 to i64
"foo.use"(%v76) : (i64) -> ()
// -----
%v77 = arith.constant false
%v78 = arith.uitofp %v77 : i1 to f16
"foo.use"(%v78) : (f16) -> ()
// -----
%v79 = arith.constant -6873490409492920390 : index
%v80 = arith.index_castui %v79 : index to i32
"foo.use"(%v80) : (i32) -> ()
// -----
%v81 = arith.constant -5 : i4
%v82 = arith.bitcast %v81 : i4 to f4E2M1FN
"foo.use"(%v82) : (f4E2M1FN) -> ()
// -----
%v83 = arith.constant 0xC6 : f8E8M0FNU
%v84 = arith.extf %v83 : f8E8M0FNU to f64
"foo.use"(%v84) : (f64) -> ()
// -----
%v85 = arith.constant 0x81 : f8E5M2
%v86 = arith.fptosi %v85 : f8E5M2 to i17
"foo.use"(%v86) : (i17) -> ()
// -----
%v87 = arith.constant -16194619022589565720212956150164936584 : i128
%v88 = arith.sitofp %v87 : i128 to f8E5M2FNUZ
"foo.use"(%v88) : (f8E5M2FNUZ) -> ()
// -----
%v89 = arith.constant 3 : i3
%v90 = arith.extui %v89 : i3 to i16
"foo.use"(%v90) : (i16) -> ()
// -----
%v91 = arith.constant 0x3FC00 : tf32
%v92 = arith.fptosi %v91 : tf32 to i17
"foo.use"(%v92) : (i17) -> ()
// -----
%v93 = arith.constant 0xC100 : f16
%v94 = arith.fptoui %v93 : f16 to i1
"foo.use"(%v94) : (i1) -> ()
// -----
%v95 = arith.constant 0x8073A9F6 : f32
%v96 = arith.bitcast %v95 : f32 to i32
"foo.use"(%v96) : (i32) -> ()
// -----
%v97 = arith.constant -23 : i8
%v98 = arith.trunci %v97 : i8 to i1
"foo.use"(%v98) : (i1) -> ()
// -----
%v99 = arith.constant true
%v100 = arith.extui %v99 : i1 to i64
"foo.use"(%v100) : (i64) -> ()
// -----
%v101 = arith.constant 0x802CCF7D : f32
%v102 = arith.bitcast %v101 : f32 to i32
"foo.use"(%v102) : (i32) -> ()
// -----
%v103 = arith.constant 0 : i32
%v104 = arith.sitofp %v103 : i32 to f128
"foo.use"(%v104) : (f128) -> ()
// -----
%v105 = arith.constant -1714943874973020960 : i64
%v106 = arith.trunci %v105 : i64 to i1
"foo.use"(%v106) : (i1) -> ()
// -----
%v107 = arith.constant 0xFFDF : bf16
%v108 = arith.fptoui %v107 : bf16 to i3
"foo.use"(%v108) : (i3) -> ()
// -----
%v109 = arith.constant -11057 : i16
%v110 = arith.uitofp %v109 : i16 to tf32
"foo.use"(%v110) : (tf32) -> ()
// -----
%v111 = arith.constant 1104656284 : i32
%v112 = arith.uitofp %v111 : i32 to f8E4M3B11FNUZ
"foo.use"(%v112) : (f8E4M3B11FNUZ) -> ()
// -----
%v113 = arith.constant 0x80 : f8E4M3FN
%v114 = arith.fptosi %v113 : f8E4M3FN to i8
"foo.use"(%v114) : (i8) -> ()
// -----
%v115 = arith.constant -63047763566045633827423474281060313425 : i128
%v116 = arith.index_castui %v115 : i128 to index
"foo.use"(%v116) : (index) -> ()
// -----
%v117 = arith.constant 0xCA00 : f16
%v118 = arith.bitcast %v117 : f16 to bf16
"foo.use"(%v118) : (bf16) -> ()
// -----
%v119 = arith.constant -7748454384323534814 : index
%v120 = arith.index_cast %v119 : index to i8
"foo.use"(%v120) : (i8) -> ()
// -----
%v121 = arith.constant -2 : i3
%v122 = arith.extsi %v121 : i3 to i16
"foo.use"(%v122) : (i16) -> ()
// -----
%v123 = arith.constant -4616915429326434518 : i64
%v124 = arith.index_castui %v123 : i64 to index
"foo.use"(%v124) : (index) -> ()
// -----
%v125 = arith.constant -1 : i32
%v126 = arith.sitofp %v125 : i32 to f16
"foo.use"(%v126) : (f16) -> ()
// -----
%v127 = arith.constant 1265295531 : i32
%v128 = arith.trunci %v127 : i32 to i17
"foo.use"(%v128) : (i17) -> ()
// -----
%v129 = arith.constant 1234361012131854805 : index
%v130 = arith.index_cast %v129 : index to i8
"foo.use"(%v130) : (i8) -> ()
// -----
%v131 = arith.constant 10485 : i16
%v132 = arith.index_cast %v131 : i16 to index
"foo.use"(%v132) : (index) -> ()
// -----
%v133 = arith.constant 0xC3 : f8E5M2FNUZ
%v134 = arith.extf %v133 : f8E5M2FNUZ to bf16
"foo.use"(%v134) : (bf16) -> ()
// -----
%v135 = arith.constant false
%v136 = arith.extsi %v135 : i1 to i16
"foo.use"(%v136) : (i16) -> ()
// -----
%v137 = arith.constant 27949 : i16
%v138 = arith.trunci %v137 : i16 to i1
"foo.use"(%v138) : (i1) -> ()
// -----
%v139 = arith.constant 32 : i32
%v140 = arith.sitofp %v139 : i32 to f8E4M3FNUZ
"foo.use"(%v140) : (f8E4M3FNUZ) -> ()
// -----
%v141 = arith.constant 13879 : i16
%v142 = arith.extui %v141 : i16 to i64
"foo.use"(%v142) : (i64) -> ()
// -----
%v143 = arith.constant -9 : i8
%v144 = arith.index_cast %v143 : i8 to index
"foo.use"(%v144) : (index) -> ()
// -----
%v145 = arith.constant 0x7C : f8E5M2FNUZ
%v146 = arith.fptosi %v145 : f8E5M2FNUZ to i64
"foo.use"(%v146) : (i64) -> ()
// -----
%v149 = arith.constant 125 : i8
%v150 = arith.uitofp %v149 : i8 to f16
"foo.use"(%v150) : (f16) -> ()
// -----
%v151 = arith.constant 0x40000 : tf32
%v152 = arith.truncf %v151 : tf32 to f8E4M3FNUZ
"foo.use"(%v152) : (f8E4M3FNUZ) -> ()
// -----
%v153 = arith.constant 6557995434339545887333466394364146646 : i128
%v154 = arith.index_cast %v153 : i128 to index
"foo.use"(%v154) : (index) -> ()
// -----
%v155 = arith.constant 1 : i128
%v156 = arith.uitofp %v155 : i128 to f8E4M3
"foo.use"(%v156) : (f8E4M3) -> ()
// -----
%v157 = arith.constant 7973588997843419453 : index
%v158 = arith.index_cast %v157 : index to i64
"foo.use"(%v158) : (i64) -> ()
// -----
%v159 = arith.constant -4 : i3
%v160 = arith.extsi %v159 : i3 to i64
"foo.use"(%v160) : (i64) -> ()
// -----
%v161 = arith.constant false
%v162 = arith.extui %v161 : i1 to i32
"foo.use"(%v162) : (i32) -> ()
// -----
%v163 = arith.constant false
%v164 = arith.extui %v163 : i1 to i64
"foo.use"(%v164) : (i64) -> ()
// -----
%v165 = arith.constant 0x3B0DC : tf32
%v166 = arith.bitcast %v165 : tf32 to i19
"foo.use"(%v166) : (i19) -> ()
// -----
%v167 = arith.constant -2 : i128
%v168 = arith.trunci %v167 : i128 to i17
"foo.use"(%v168) : (i17) -> ()
// -----
%v169 = arith.constant 2930 : i16
%v170 = arith.index_castui %v169 : i16 to index
"foo.use"(%v170) : (index) -> ()
// -----
%v171 = arith.constant true
%v172 = arith.extui %v171 : i1 to i3
"foo.use"(%v172) : (i3) -> ()
// -----
%v173 = arith.constant 28262 : i16
%v174 = arith.extui %v173 : i16 to i32
"foo.use"(%v174) : (i32) -> ()
// -----
%v175 = arith.constant true
%v176 = arith.extui %v175 : i1 to i32
"foo.use"(%v176) : (i32) -> ()
// -----
%v177 = arith.constant 0x8 : f4E2M1FN
%v178 = arith.fptoui %v177 : f4E2M1FN to i32
"foo.use"(%v178) : (i32) -> ()
// -----
%v179 = arith.constant -2128000399 : i32
%v180 = arith.trunci %v179 : i32 to i3
"foo.use"(%v180) : (i3) -> ()
// -----
%v181 = arith.constant -106 : i8
%v182 = arith.extsi %v181 : i8 to i32
"foo.use"(%v182) : (i32) -> ()
// -----
%v183 = arith.constant 0x8000 : f16
%v184 = arith.truncf %v183 downward : f16 to f8E8M0FNU
"foo.use"(%v184) : (f8E8M0FNU) -> ()
// -----
%v185 = arith.constant 0xC00C000000000000 : f64
%v186 = arith.fptoui %v185 : f64 to i1
"foo.use"(%v186) : (i1) -> ()
// -----
%v187 = arith.constant false
%v188 = arith.extui %v187 : i1 to i8
"foo.use"(%v188) : (i8) -> ()
// -----
%v189 = arith.constant 0xF9 : f8E5M2
%v190 = arith.fptosi %v189 : f8E5M2 to i16
"foo.use"(%v190) : (i16) -> ()
// -----
%v191 = arith.constant 0xFFBD : bf16
%v192 = arith.bitcast %v191 : bf16 to i16
"foo.use"(%v192) : (i16) -> ()
// -----
%v193 = arith.constant 8626428152016692007 : i64
%v194 = arith.index_cast %v193 : i64 to index
"foo.use"(%v194) : (index) -> ()
// -----
%v195 = arith.constant 0x40000000 : f32
%v196 = arith.truncf %v195 toward_zero : f32 to f6E3M2FN
"foo.use"(%v196) : (f6E3M2FN) -> ()
// -----
%v197 = arith.constant 0xAD6279C7736F04B7 : f64
%v198 = arith.bitcast %v197 : f64 to i64
"foo.use"(%v198) : (i64) -> ()
// -----
%v199 = arith.constant -23836 : i16
%v200 = arith.uitofp %v199 : i16 to tf32
"foo.use"(%v200) : (tf32) -> ()
// -----
%v201 = arith.constant 0x43 : f8E5M2FNUZ
%v202 = arith.fptosi %v201 : f8E5M2FNUZ to i8
"foo.use"(%v202) : (i8) -> ()
// -----
%v203 = arith.constant 0xB8 : f8E4M3B11FNUZ
%v204 = arith.fptoui %v203 : f8E4M3B11FNUZ to i64
"foo.use"(%v204) : (i64) -> ()
// -----
%v205 = arith.constant -791189334 : i32
%v206 = arith.extsi %v205 : i32 to i128
"foo.use"(%v206) : (i128) -> ()
// -----
%v207 = arith.constant 0x89 : f8E4M3
%v208 = arith.extf %v207 : f8E4M3 to tf32
"foo.use"(%v208) : (tf32) -> ()
// -----
%v209 = arith.constant -7744428687660347531 : index
%v210 = arith.index_castui %v209 : index to i128
"foo.use"(%v210) : (i128) -> ()
// -----
%v211 = arith.constant 2 : i32
%v212 = arith.uitofp %v211 : i32 to tf32
"foo.use"(%v212) : (tf32) -> ()
// -----
%v213 = arith.constant 0x3F80 : bf16
%v214 = arith.fptosi %v213 : bf16 to i128
"foo.use"(%v214) : (i128) -> ()
// -----
%v215 = arith.constant 0x77708A06002E3EACB6F0710A93482F4F : f128
%v216 = arith.truncf %v215 upward : f128 to f8E4M3FN
"foo.use"(%v216) : (f8E4M3FN) -> ()
// -----
%v217 = arith.constant -2437 : i16
%v218 = arith.bitcast %v217 : i16 to bf16
"foo.use"(%v218) : (bf16) -> ()
// -----
%v219 = arith.constant 0 : i3
%v220 = arith.extui %v219 : i3 to i17
"foo.use"(%v220) : (i17) -> ()
// -----
%v221 = arith.constant 4870 : i16
%v222 = arith.uitofp %v221 : i16 to f64
"foo.use"(%v222) : (f64) -> ()
// -----
%v223 = arith.constant -43455 : i17
%v224 = arith.sitofp %v223 : i17 to f8E4M3B11FNUZ
"foo.use"(%v224) : (f8E4M3B11FNUZ) -> ()
// -----
%v225 = arith.constant 0xFFFF0000000000000000000000000000 : f128
%v226 = arith.fptoui %v225 : f128 to i32
"foo.use"(%v226) : (i32) -> ()
// -----
%v227 = arith.constant 0x50 : f8E4M3B11FNUZ
%v228 = arith.extf %v227 : f8E4M3B11FNUZ to f32
"foo.use"(%v228) : (f32) -> ()
// -----
%v229 = arith.constant 53 : i8
%v230 = arith.extui %v229 : i8 to i32
"foo.use"(%v230) : (i32) -> ()
// -----
%v231 = arith.constant 0x7896E42FF23565F14D1EFAA502BC59B2 : f128
%v232 = arith.bitcast %v231 : f128 to i128
"foo.use"(%v232) : (i128) -> ()
// -----
%v233 = arith.constant 0xFF : f8E8M0FNU
%v234 = arith.fptosi %v233 : f8E8M0FNU to i128
"foo.use"(%v234) : (i128) -> ()
// -----
%v235 = arith.constant 3290 : i16
%v236 = arith.extui %v235 : i16 to i128
"foo.use"(%v236) : (i128) -> ()
// -----
%v237 = arith.constant 0x3E : f6E2M3FN
%v238 = arith.fptosi %v237 : f6E2M3FN to i3
"foo.use"(%v238) : (i3) -> ()
// -----
%v239 = arith.constant 0x3A : f16
%v240 = arith.fptoui %v239 : f16 to i8
"foo.use"(%v240) : (i8) -> ()
// -----
%v241 = arith.constant 4880785827057615159671877343216166235 : i128
%v242 = arith.sitofp %v241 : i128 to f6E3M2FN
"foo.use"(%v242) : (f6E3M2FN) -> ()
// -----
%v243 = arith.constant 0x3D : f8E4M3FNUZ
%v244 = arith.fptoui %v243 : f8E4M3FNUZ to i8
"foo.use"(%v244) : (i8) -> ()
// -----
%v245 = arith.constant 2 : i3
%v246 = arith.extui %v245 : i3 to i32
"foo.use"(%v246) : (i32) -> ()
// -----
%v247 = arith.constant 0x6F : f8E4M3B11FNUZ
%v248 = arith.truncf %v247 : f8E4M3B11FNUZ to f4E2M1FN
"foo.use"(%v248) : (f4E2M1FN) -> ()
// -----
%v249 = arith.constant 0x7FF2B3DE37E28A62 : f64
%v250 = arith.fptoui %v249 : f64 to i8
"foo.use"(%v250) : (i8) -> ()
// -----
%v251 = arith.constant 32 : i32
%v252 = arith.index_cast %v251 : i32 to index
"foo.use"(%v252) : (index) -> ()
// -----
%v253 = arith.constant 0x6C : f8E3M4
%v254 = arith.truncf %v253 : f8E3M4 to f4E2M1FN
"foo.use"(%v254) : (f4E2M1FN) -> ()
// -----
%v255 = arith.constant 15 : i16
%v256 = arith.extui %v255 : i16 to i17
"foo.use"(%v256) : (i17) -> ()
// -----
%v257 = arith.constant 0 : i64
%v258 = arith.trunci %v257 : i64 to i8
"foo.use"(%v258) : (i8) -> ()
// -----
%v259 = arith.constant 141180523880189880538503994128124775368 : i128
%v260 = arith.index_castui %v259 : i128 to index
"foo.use"(%v260) : (index) -> ()
// -----
%v261 = arith.constant true
%v262 = arith.extui %v261 : i1 to i16
"foo.use"(%v262) : (i16) -> ()
// -----
%v263 = arith.constant 31 : i8
%v264 = arith.extui %v263 : i8 to i64
"foo.use"(%v264) : (i64) -> ()
// -----
%v265 = arith.constant 3796080167954890479 : i64
%v266 = arith.index_cast %v265 : i64 to index
"foo.use"(%v266) : (index) -> ()
// -----
%v267 = arith.constant 0x2EED2 : tf32
%v268 = arith.truncf %v267 to_nearest_away : tf32 to f8E4M3FNUZ
"foo.use"(%v268) : (f8E4M3FNUZ) -> ()
// -----
%v269 = arith.constant 49104 : i17
%v270 = arith.sitofp %v269 : i17 to f8E4M3FNUZ
"foo.use"(%v270) : (f8E4M3FNUZ) -> ()
// -----
%v271 = arith.constant 3367281005278419547 : index
%v272 = arith.index_castui %v271 : index to i32
"foo.use"(%v272) : (i32) -> ()
// -----
%v273 = arith.constant 0 : i64
%v274 = arith.sitofp %v273 : i64 to f6E2M3FN
"foo.use"(%v274) : (f6E2M3FN) -> ()
// -----
%v275 = arith.constant 54433 : i17
%v276 = arith.extui %v275 : i17 to i32
"foo.use"(%v276) : (i32) -> ()
// -----
%v277 = arith.constant -10028 : i16
%v278 = arith.sitofp %v277 : i16 to f8E5M2FNUZ
"foo.use"(%v278) : (f8E5M2FNUZ) -> ()
// -----
%v279 = arith.constant 0xF : f4E2M1FN
%v280 = arith.extf %v279 : f4E2M1FN to f64
"foo.use"(%v280) : (f64) -> ()
// -----
%v281 = arith.constant -3848346791457528967 : index
%v282 = arith.index_castui %v281 : index to i16
"foo.use"(%v282) : (i16) -> ()
// -----
%v283 = arith.constant 0xD4CF71BB6616CDBD : f64
%v284 = arith.truncf %v283 to_nearest_away : f64 to f4E2M1FN
"foo.use"(%v284) : (f4E2M1FN) -> ()
// -----
%v285 = arith.constant 127 : i8
%v286 = arith.sitofp %v285 : i8 to f8E4M3B11FNUZ
"foo.use"(%v286) : (f8E4M3B11FNUZ) -> ()
// -----
%v287 = arith.constant 0xC0E0 : bf16
%v288 = arith.bitcast %v287 : bf16 to i16
"foo.use"(%v288) : (i16) -> ()
// -----
%v289 = arith.constant -1 : i32
%v290 = arith.extsi %v289 : i32 to i64
"foo.use"(%v290) : (i64) -> ()
// -----
%v291 = arith.constant -4 : i3
%v292 = arith.extui %v291 : i3 to i128
"foo.use"(%v292) : (i128) -> ()
// -----
%v293 = arith.constant -65987684874902124670219088480423008444 : i128
%v294 = arith.index_cast %v293 : i128 to index
"foo.use"(%v294) : (index) -> ()
// -----
%v295 = arith.constant -119255213868355950997535743580169396717 : i128
%v296 = arith.sitofp %v295 : i128 to f4E2M1FN
"foo.use"(%v296) : (f4E2M1FN) -> ()
// -----
%v297 = arith.constant -4 : i3
%v298 = arith.extsi %v297 : i3 to i64
"foo.use"(%v298) : (i64) -> ()
// -----
%v299 = arith.constant 1310729825 : i32
%v300 = arith.index_castui %v299 : i32 to index
"foo.use"(%v300) : (index) -> ()
// -----
%v301 = arith.constant 1 : i8
%v302 = arith.extui %v301 : i8 to i64
"foo.use"(%v302) : (i64) -> ()
// -----
%v303 = arith.constant 8395 : i16
%v304 = arith.index_cast %v303 : i16 to index
"foo.use"(%v304) : (index) -> ()
// -----
%v305 = arith.constant 0xFC00 : f16
%v306 = arith.fptoui %v305 : f16 to i1
"foo.use"(%v306) : (i1) -> ()
// -----
%v307 = arith.constant false
%v308 = arith.sitofp %v307 : i1 to tf32
"foo.use"(%v308) : (tf32) -> ()
// -----
%v309 = arith.constant false
%v310 = arith.extui %v309 : i1 to i32
"foo.use"(%v310) : (i32) -> ()
// -----
%v311 = arith.constant 0 : index
%v312 = arith.index_cast %v311 : index to i64
"foo.use"(%v312) : (i64) -> ()
// -----
%v313 = arith.constant true
%v314 = arith.uitofp %v313 : i1 to bf16
"foo.use"(%v314) : (bf16) -> ()
// -----
%v315 = arith.constant 5221952884418112610 : index
%v316 = arith.index_cast %v315 : index to i3
"foo.use"(%v316) : (i3) -> ()
// -----
%v317 = arith.constant -34693548156682703673550834080199493714 : i128
%v318 = arith.uitofp %v317 : i128 to f32
"foo.use"(%v318) : (f32) -> ()
// -----
%v319 = arith.constant 28704934913682393330064556860198325876 : i128
%v320 = arith.index_cast %v319 : i128 to index
"foo.use"(%v320) : (index) -> ()
// -----
%v321 = arith.constant -1 : i3
%v322 = arith.index_cast %v321 : i3 to index
"foo.use"(%v322) : (index) -> ()
// -----
%v323 = arith.constant -1270381324748310728 : index
%v324 = arith.index_cast %v323 : index to i3
"foo.use"(%v324) : (i3) -> ()
// -----
%v325 = arith.constant 0x80252907 : f32
%v326 = arith.bitcast %v325 : f32 to i32
"foo.use"(%v326) : (i32) -> ()
// -----
%v327 = arith.constant -30595 : i16
%v328 = arith.extui %v327 : i16 to i64
"foo.use"(%v328) : (i64) -> ()
// -----
%v329 = arith.constant 0xFDC97EA4 : f32
%v330 = arith.fptoui %v329 : f32 to i16
"foo.use"(%v330) : (i16) -> ()
// -----
%v331 = arith.constant 1 : i3
%v332 = arith.extui %v331 : i3 to i16
"foo.use"(%v332) : (i16) -> ()
// -----
%v333 = arith.constant 0x96 : f8E3M4
%v334 = arith.fptosi %v333 : f8E3M4 to i8
"foo.use"(%v334) : (i8) -> ()
// -----
%v335 = arith.constant 3845773739011415605 : i64
%v336 = arith.extsi %v335 : i64 to i128
"foo.use"(%v336) : (i128) -> ()
// -----
%v337 = arith.constant -9223372036854775808 : i64
%v338 = arith.trunci %v337 : i64 to i3
"foo.use"(%v338) : (i3) -> ()
// -----
%v339 = arith.constant 0xD : f4E2M1FN
%v340 = arith.extf %v339 : f4E2M1FN to bf16
"foo.use"(%v340) : (bf16) -> ()
// -----
%v341 = arith.constant 0xDBFD4349203685C1 : f64
%v342 = arith.extf %v341 : f64 to f128
"foo.use"(%v342) : (f128) -> ()
// -----
%v343 = arith.constant 0xB : f4E2M1FN
%v344 = arith.fptosi %v343 : f4E2M1FN to i64
"foo.use"(%v344) : (i64) -> ()
// -----
%v345 = arith.constant -41092 : i17
%v346 = arith.trunci %v345 : i17 to i1
"foo.use"(%v346) : (i1) -> ()
// -----
%v347 = arith.constant -3 : i3
%v348 = arith.index_castui %v347 : i3 to index
"foo.use"(%v348) : (index) -> ()
// -----
%v349 = arith.constant 0x45C1D910DD138855B74986C8A3825D40 : f128
%v350 = arith.fptoui %v349 : f128 to i1
"foo.use"(%v350) : (i1) -> ()
// -----
%v351 = arith.constant 4344158851164973869 : index
%v352 = arith.index_cast %v351 : index to i32
"foo.use"(%v352) : (i32) -> ()
// -----
%v353 = arith.constant 0x31 : f8E3M4
%v354 = arith.fptosi %v353 : f8E3M4 to i32
"foo.use"(%v354) : (i32) -> ()
// -----
%v355 = arith.constant 0xBC : f8E3M4
%v356 = arith.fptosi %v355 : f8E3M4 to i128
"foo.use"(%v356) : (i128) -> ()
// -----
%v357 = arith.constant -1 : i3
%v358 = arith.uitofp %v357 : i3 to f64
"foo.use"(%v358) : (f64) -> ()
// -----
%v359 = arith.constant false
%v360 = arith.extsi %v359 : i1 to i17
"foo.use"(%v360) : (i17) -> ()
// -----
%v361 = arith.constant 0 : index
%v362 = arith.index_castui %v361 : index to i64
"foo.use"(%v362) : (i64) -> ()
// -----
%v363 = arith.constant 5113302552701304450 : i64
%v364 = arith.index_cast %v363 : i64 to index
"foo.use"(%v364) : (index) -> ()
// -----
%v365 = arith.constant -18601555 : i32
%v366 = arith.trunci %v365 : i32 to i16
"foo.use"(%v366) : (i16) -> ()
// -----
%v367 = arith.constant 92062652214481620683921381101521605026 : i128
%v368 = arith.trunci %v367 : i128 to i64
"foo.use"(%v368) : (i64) -> ()
// -----
%v369 = arith.constant 0x3C : f6E3M2FN
%v370 = arith.fptosi %v369 : f6E3M2FN to i32
"foo.use"(%v370) : (i32) -> ()
// -----
%v371 = arith.constant -31677 : i16
%v372 = arith.index_castui %v371 : i16 to index
"foo.use"(%v372) : (index) -> ()
// -----
%v373 = arith.constant 1814459113837690647 : i64
%v374 = arith.uitofp %v373 : i64 to tf32
"foo.use"(%v374) : (tf32) -> ()
// -----
%v375 = arith.constant 0x80 : f8E3M4
%v376 = arith.fptoui %v375 : f8E3M4 to i32
"foo.use"(%v376) : (i32) -> ()
// -----
%v377 = arith.constant 0x7D00 : f16
%v378 = arith.fptoui %v377 : f16 to i1
"foo.use"(%v378) : (i1) -> ()
// -----
%v379 = arith.constant -3580 : i16
%v380 = arith.extsi %v379 : i16 to i17
"foo.use"(%v380) : (i17) -> ()
// -----
%v381 = arith.constant 0xD9 : f8E3M4
%v382 = arith.truncf %v381 upward : f8E3M4 to f6E3M2FN
"foo.use"(%v382) : (f6E3M2FN) -> ()
// -----
%v383 = arith.constant 0x807F : bf16
%v384 = arith.fptosi %v383 : bf16 to i64
"foo.use"(%v384) : (i64) -> ()
// -----
%v385 = arith.constant 0x1BB59969728BD440E292B3F6216F3CDE : f128
%v386 = arith.fptoui %v385 : f128 to i1
"foo.use"(%v386) : (i1) -> ()
// -----
%v387 = arith.constant -2 : i16
%v388 = arith.extsi %v387 : i16 to i17
"foo.use"(%v388) : (i17) -> ()
// -----
%v389 = arith.constant 3 : i3
%v390 = arith.index_cast %v389 : i3 to index
"foo.use"(%v390) : (index) -> ()
// -----
%v391 = arith.constant 0x7767BE985B890 : f64
%v392 = arith.truncf %v391 upward : f64 to tf32
"foo.use"(%v392) : (tf32) -> ()
// -----
%v393 = arith.constant 9223372036854775807 : index
%v394 = arith.index_castui %v393 : index to i128
"foo.use"(%v394) : (i128) -> ()
// -----
%v395 = arith.constant 18 : i17
%v396 = arith.extsi %v395 : i17 to i128
"foo.use"(%v396) : (i128) -> ()
// -----
%v397 = arith.constant 8 : i8
%v398 = arith.index_castui %v397 : i8 to index
"foo.use"(%v398) : (index) -> ()
// -----
%v399 = arith.constant 0xF90D4E57FFF65DD0 : f64
%v400 = arith.bitcast %v399 : f64 to i64
"foo.use"(%v400) : (i64) -> ()
// -----
%v401 = arith.constant 0x18 : f6E2M3FN
%v402 = arith.extf %v401 : f6E2M3FN to f8E4M3
"foo.use"(%v402) : (f8E4M3) -> ()
// -----
%v403 = arith.constant 0x356F1174C91F1185 : f64
%v404 = arith.truncf %v403 toward_zero : f64 to f8E4M3FNUZ
"foo.use"(%v404) : (f8E4M3FNUZ) -> ()
// -----
%v405 = arith.constant -65536 : i17
%v406 = arith.trunci %v405 : i17 to i3
"foo.use"(%v406) : (i3) -> ()
// -----
%v407 = arith.constant 1 : i3
%v408 = arith.extui %v407 : i3 to i16
"foo.use"(%v408) : (i16) -> ()
// -----
%v409 = arith.constant 0xFC00 : f16
%v410 = arith.truncf %v409 downward : f16 to f8E4M3FNUZ
"foo.use"(%v410) : (f8E4M3FNUZ) -> ()
// -----
%v411 = arith.constant 0x3F88B7885DAF9340258BACB763CA5333 : f128
%v412 = arith.truncf %v411 toward_zero : f128 to f8E4M3
"foo.use"(%v412) : (f8E4M3) -> ()
// -----
%v413 = arith.constant 0x3F5C46968C157E2A83F2F7F6BF0E : f128
%v414 = arith.truncf %v413 upward : f128 to f16
"foo.use"(%v414) : (f16) -> ()
// -----
%v415 = arith.constant 10195 : i16
%v416 = arith.sitofp %v415 : i16 to bf16
"foo.use"(%v416) : (bf16) -> ()
// -----
%v417 = arith.constant -8792703423481587051 : index
%v418 = arith.index_cast %v417 : index to i32
"foo.use"(%v418) : (i32) -> ()
// -----
%v419 = arith.constant 129 : i128
%v420 = arith.index_castui %v419 : i128 to index
"foo.use"(%v420) : (index) -> ()
// -----
%v421 = arith.constant 0xFD : f8E5M2
%v422 = arith.fptosi %v421 : f8E5M2 to i64
"foo.use"(%v422) : (i64) -> ()
// -----
%v423 = arith.constant 0x80 : f8E8M0FNU
%v424 = arith.fptosi %v423 : f8E8M0FNU to i16
"foo.use"(%v424) : (i16) -> ()
// -----
%v425 = arith.constant -8967910317805924490 : index
%v426 = arith.index_cast %v425 : index to i32
"foo.use"(%v426) : (i32) -> ()
// -----
%v427 = arith.constant 0x22 : f6E2M3FN
%v428 = arith.extf %v427 : f6E2M3FN to f32
"foo.use"(%v428) : (f32) -> ()
// -----
%v429 = arith.constant 3 : i3
%v430 = arith.uitofp %v429 : i3 to f8E3M4
"foo.use"(%v430) : (f8E3M4) -> ()
// -----
%v431 = arith.constant -96 : i8
%v432 = arith.index_cast %v431 : i8 to index
"foo.use"(%v432) : (index) -> ()
// -----
%v433 = arith.constant -41 : i8
%v434 = arith.extsi %v433 : i8 to i17
"foo.use"(%v434) : (i17) -> ()
// -----
%v435 = arith.constant 0x7C00 : f16
%v436 = arith.bitcast %v435 : f16 to i16
"foo.use"(%v436) : (i16) -> ()
// -----
%v437 = arith.constant 0xFC : f8E5M2
%v438 = arith.fptosi %v437 : f8E5M2 to i16
"foo.use"(%v438) : (i16) -> ()
// -----
%v439 = arith.constant 0xA8A5 : bf16
%v440 = arith.fptoui %v439 : bf16 to i3
"foo.use"(%v440) : (i3) -> ()
// -----
%v441 = arith.constant true
%v442 = arith.extui %v441 : i1 to i8
"foo.use"(%v442) : (i8) -> ()
// -----
%v443 = arith.constant 2102582572287911753 : index
%v444 = arith.index_cast %v443 : index to i17
"foo.use"(%v444) : (i17) -> ()
// -----
%v445 = arith.constant 0x9997BD76 : f32
%v446 = arith.fptosi %v445 : f32 to i128
"foo.use"(%v446) : (i128) -> ()
// -----
%v447 = arith.constant 0x7FAA028C : f32
%v448 = arith.bitcast %v447 : f32 to i32
"foo.use"(%v448) : (i32) -> ()
// -----
%v449 = arith.constant 0xFFCF : bf16
%v450 = arith.truncf %v449 : bf16 to f8E4M3B11FNUZ
"foo.use"(%v450) : (f8E4M3B11FNUZ) -> ()
// -----
%v451 = arith.constant 1 : i16
%v452 = arith.bitcast %v451 : i16 to f16
"foo.use"(%v452) : (f16) -> ()
// -----
%v453 = arith.constant -2342540668425083607 : i64
%v454 = arith.trunci %v453 : i64 to i16
"foo.use"(%v454) : (i16) -> ()
// -----
%v455 = arith.constant 57661 : i17
%v456 = arith.uitofp %v455 : i17 to bf16
"foo.use"(%v456) : (bf16) -> ()
// -----
%v457 = arith.constant 0 : i8
%v458 = arith.bitcast %v457 : i8 to f8E4M3FN
"foo.use"(%v458) : (f8E4M3FN) -> ()
// -----
%v459 = arith.constant -1 : i3
%v460 = arith.sitofp %v459 : i3 to f64
"foo.use"(%v460) : (f64) -> ()
// -----
%v461 = arith.constant 0x7FC00 : tf32
%v462 = arith.bitcast %v461 : tf32 to i19
"foo.use"(%v462) : (i19) -> ()
// -----
%v463 = arith.constant 48906 : i17
%v464 = arith.uitofp %v463 : i17 to f4E2M1FN
"foo.use"(%v464) : (f4E2M1FN) -> ()
// -----
%v465 = arith.constant -765668784 : i32
%v466 = arith.sitofp %v465 : i32 to f8E3M4
"foo.use"(%v466) : (f8E3M4) -> ()
// -----
%v467 = arith.constant 87450107 : i32
%v468 = arith.trunci %v467 : i32 to i16
"foo.use"(%v468) : (i16) -> ()
// -----
%v469 = arith.constant 0xFFFFFAFB27E5733F : f64
%v470 = arith.bitcast %v469 : f64 to i64
"foo.use"(%v470) : (i64) -> ()
// -----
%v471 = arith.constant 0x7E : f8E5M2
%v472 = arith.extf %v471 : f8E5M2 to tf32
"foo.use"(%v472) : (tf32) -> ()
// -----
%v473 = arith.constant 0x30 : f8E8M0FNU
%v474 = arith.fptosi %v473 : f8E8M0FNU to i32
"foo.use"(%v474) : (i32) -> ()
// -----
%v475 = arith.constant 1 : i3
%v476 = arith.trunci %v475 : i3 to i1
"foo.use"(%v476) : (i1) -> ()
// -----
%v477 = arith.constant 18 : i17
%v478 = arith.extsi %v477 : i17 to i32
"foo.use"(%v478) : (i32) -> ()
// -----
%v479 = arith.constant 0x29 : f6E3M2FN
%v480 = arith.extf %v479 : f6E3M2FN to f32
"foo.use"(%v480) : (f32) -> ()
// -----
%v481 = arith.constant -1897601922 : i32
%v482 = arith.extsi %v481 : i32 to i128
"foo.use"(%v482) : (i128) -> ()
// -----
%v483 = arith.constant 0xFFF3C8D8B3CE04BD : f64
%v484 = arith.fptoui %v483 : f64 to i17
"foo.use"(%v484) : (i17) -> ()
// -----
%v485 = arith.constant 0x1 : f8E8M0FNU
%v486 = arith.fptosi %v485 : f8E8M0FNU to i1
"foo.use"(%v486) : (i1) -> ()
// -----
%v487 = arith.constant 64 : i64
%v488 = arith.index_castui %v487 : i64 to index
"foo.use"(%v488) : (index) -> ()
// -----
%v489 = arith.constant 0xBFB1B885 : f32
%v490 = arith.truncf %v489 : f32 to f8E5M2FNUZ
"foo.use"(%v490) : (f8E5M2FNUZ) -> ()
// -----
%v491 = arith.constant 53883578608488022268023208223790741323 : i128
%v492 = arith.sitofp %v491 : i128 to f16
"foo.use"(%v492) : (f16) -> ()
// -----
%v493 = arith.constant 1 : i3
%v494 = arith.extsi %v493 : i3 to i64
"foo.use"(%v494) : (i64) -> ()
// -----
%v495 = arith.constant 0x7C00 : f16
%v496 = arith.bitcast %v495 : f16 to bf16
"foo.use"(%v496) : (bf16) -> ()
// -----
%v497 = arith.constant false
%v498 = arith.extui %v497 : i1 to i32
"foo.use"(%v498) : (i32) -> ()
// -----
%v499 = arith.constant false
%v500 = arith.sitofp %v499 : i1 to f4E2M1FN
"foo.use"(%v500) : (f4E2M1FN) -> ()
// -----
%v501 = arith.constant 1 : i64
%v502 = arith.index_cast %v501 : i64 to index
"foo.use"(%v502) : (index) -> ()
// -----
%v503 = arith.constant -2794707869153804704 : i64
%v504 = arith.sitofp %v503 : i64 to f8E5M2FNUZ
"foo.use"(%v504) : (f8E5M2FNUZ) -> ()
// -----
%v505 = arith.constant -7062 : i16
%v506 = arith.index_castui %v505 : i16 to index
"foo.use"(%v506) : (index) -> ()
// -----
%v507 = arith.constant 0 : i128
%v508 = arith.trunci %v507 : i128 to i16
"foo.use"(%v508) : (i16) -> ()
// -----
%v509 = arith.constant 0x7C00 : f16
%v510 = arith.fptosi %v509 : f16 to i8
"foo.use"(%v510) : (i8) -> ()
// -----
%v511 = arith.constant true
%v512 = arith.extui %v511 : i1 to i64
"foo.use"(%v512) : (i64) -> ()
// -----
%v513 = arith.constant -1 : i3
%v514 = arith.index_cast %v513 : i3 to index
"foo.use"(%v514) : (index) -> ()
// -----
%v515 = arith.constant 1 : i3
%v516 = arith.index_castui %v515 : i3 to index
"foo.use"(%v516) : (index) -> ()
// -----
%v517 = arith.constant -111535912675034123930328680858695425300 : i128
%v518 = arith.trunci %v517 : i128 to i32
"foo.use"(%v518) : (i32) -> ()
// -----
%v519 = arith.constant 0x8000 : f16
%v520 = arith.truncf %v519 : f16 to f8E4M3B11FNUZ
"foo.use"(%v520) : (f8E4M3B11FNUZ) -> ()
// -----
%v521 = arith.constant true
%v522 = arith.uitofp %v521 : i1 to f8E3M4
"foo.use"(%v522) : (f8E3M4) -> ()
// -----
%v523 = arith.constant 65 : index
%v524 = arith.index_castui %v523 : index to i64
"foo.use"(%v524) : (i64) -> ()
// -----
%v525 = arith.constant false
%v526 = arith.extsi %v525 : i1 to i17
"foo.use"(%v526) : (i17) -> ()
// -----
%v527 = arith.constant 0x2D8E2CDA : f32
%v528 = arith.fptosi %v527 : f32 to i16
"foo.use"(%v528) : (i16) -> ()
// -----
%v529 = arith.constant 154512214795477993629690461131342142364 : i128
%v530 = arith.uitofp %v529 : i128 to f8E5M2FNUZ
"foo.use"(%v530) : (f8E5M2FNUZ) -> ()
// -----
%v531 = arith.constant -1694362100542485421 : index
%v532 = arith.index_castui %v531 : index to i64
"foo.use"(%v532) : (i64) -> ()
// -----
%v533 = arith.constant -8944455812832400963 : index
%v534 = arith.index_cast %v533 : index to i3
"foo.use"(%v534) : (i3) -> ()
// -----
%v535 = arith.constant 121073942817817641200437152567884732661 : i128
%v536 = arith.trunci %v535 : i128 to i8
"foo.use"(%v536) : (i8) -> ()
// -----
%v537 = arith.constant 64 : i64
%v538 = arith.sitofp %v537 : i64 to f8E4M3B11FNUZ
"foo.use"(%v538) : (f8E4M3B11FNUZ) -> ()
// -----
%v539 = arith.constant 106 : i8
%v540 = arith.extui %v539 : i8 to i32
"foo.use"(%v540) : (i32) -> ()
// -----
%v541 = arith.constant -4 : i3
%v542 = arith.extsi %v541 : i3 to i8
"foo.use"(%v542) : (i8) -> ()
// -----
%v543 = arith.constant -1 : i3
%v544 = arith.extui %v543 : i3 to i8
"foo.use"(%v544) : (i8) -> ()
// -----
%v545 = arith.constant 0x270D9F8AA570FE59 : f64
%v546 = arith.fptoui %v545 : f64 to i32
"foo.use"(%v546) : (i32) -> ()
// -----
%v547 = arith.constant 0xFFFF0000000000000000000000000000 : f128
%v548 = arith.fptoui %v547 : f128 to i16
"foo.use"(%v548) : (i16) -> ()
// -----
%v549 = arith.constant -135893480053403045230527477645048404603 : i128
%v550 = arith.sitofp %v549 : i128 to f8E4M3
"foo.use"(%v550) : (f8E4M3) -> ()
// -----
%v551 = arith.constant 0x4 : f4E2M1FN
%v552 = arith.extf %v551 : f4E2M1FN to f8E4M3
"foo.use"(%v552) : (f8E4M3) -> ()
// -----
%v553 = arith.constant -4901 : i17
%v554 = arith.index_castui %v553 : i17 to index
"foo.use"(%v554) : (index) -> ()
// -----
%v555 = arith.constant -1 : i16
%v556 = arith.sitofp %v555 : i16 to f8E4M3B11FNUZ
"foo.use"(%v556) : (f8E4M3B11FNUZ) -> ()
// -----
%v557 = arith.constant 0x1 : f4E2M1FN
%v558 = arith.extf %v557 : f4E2M1FN to f6E3M2FN
"foo.use"(%v558) : (f6E3M2FN) -> ()
// -----
%v559 = arith.constant 9 : i8
%v560 = arith.sitofp %v559 : i8 to f8E8M0FNU
"foo.use"(%v560) : (f8E8M0FNU) -> ()
// -----
%v561 = arith.constant 0xF : f4E2M1FN
%v562 = arith.extf %v561 : f4E2M1FN to f8E5M2
"foo.use"(%v562) : (f8E5M2) -> ()
// -----
%v563 = arith.constant 0x23 : f6E3M2FN
%v564 = arith.fptosi %v563 : f6E3M2FN to i64
"foo.use"(%v564) : (i64) -> ()
// -----
%v565 = arith.constant 1 : i16
%v566 = arith.uitofp %v565 : i16 to bf16
"foo.use"(%v566) : (bf16) -> ()
// -----
%v567 = arith.constant 3 : i3
%v568 = arith.uitofp %v567 : i3 to f8E4M3FN
"foo.use"(%v568) : (f8E4M3FN) -> ()
// -----
%v569 = arith.constant 0x7FF0000000000000 : f64
%v570 = arith.truncf %v569 upward : f64 to f8E4M3
"foo.use"(%v570) : (f8E4M3) -> ()
// -----
%v571 = arith.constant 65535 : i17
%v572 = arith.index_castui %v571 : i17 to index
"foo.use"(%v572) : (index) -> ()
// -----
%v573 = arith.constant 8 : i8
%v574 = arith.uitofp %v573 : i8 to f8E5M2FNUZ
"foo.use"(%v574) : (f8E5M2FNUZ) -> ()
// -----
%v575 = arith.constant 0x36099291072E97665F28CD5F19A0EDD3 : f128
%v576 = arith.fptosi %v575 : f128 to i16
"foo.use"(%v576) : (i16) -> ()
// -----
%v577 = arith.constant 0x7FF5B7EE71F358E2 : f64
%v578 = arith.truncf %v577 to_nearest_even : f64 to f4E2M1FN
"foo.use"(%v578) : (f4E2M1FN) -> ()
// -----
%v579 = arith.constant 0xC0014000000000000000000000000000 : f128
%v580 = arith.fptosi %v579 : f128 to i3
"foo.use"(%v580) : (i3) -> ()
// -----
%v581 = arith.constant 65535 : i17
%v582 = arith.index_castui %v581 : i17 to index
"foo.use"(%v582) : (index) -> ()
// -----
%v583 = arith.constant 47552 : i17
%v584 = arith.extui %v583 : i17 to i128
"foo.use"(%v584) : (i128) -> ()
// -----
%v585 = arith.constant 0x3C : f6E3M2FN
%v586 = arith.extf %v585 : f6E3M2FN to f8E5M2FNUZ
"foo.use"(%v586) : (f8E5M2FNUZ) -> ()
// -----
%v587 = arith.constant -105 : i8
%v588 = arith.bitcast %v587 : i8 to f8E4M3FN
"foo.use"(%v588) : (f8E4M3FN) -> ()
// -----
%v589 = arith.constant 0 : i17
%v590 = arith.uitofp %v589 : i17 to f4E2M1FN
"foo.use"(%v590) : (f4E2M1FN) -> ()
// -----
%v591 = arith.constant 108219143823123628810523896417247890425 : i128
%v592 = arith.trunci %v591 : i128 to i3
"foo.use"(%v592) : (i3) -> ()
// -----
%v593 = arith.constant -8935303194938750649 : index
%v594 = arith.index_castui %v593 : index to i32
"foo.use"(%v594) : (i32) -> ()
// -----
%v595 = arith.constant 42166690365393586095206481957214518535 : i128
%v596 = arith.trunci %v595 : i128 to i32
"foo.use"(%v596) : (i32) -> ()
// -----
%v597 = arith.constant -17599 : i16
%v598 = arith.extsi %v597 : i16 to i17
"foo.use"(%v598) : (i17) -> ()
// -----
%v599 = arith.constant true
%v600 = arith.extui %v599 : i1 to i8
"foo.use"(%v600) : (i8) -> ()
// -----
%v601 = arith.constant false
%v602 = arith.extui %v601 : i1 to i3
"foo.use"(%v602) : (i3) -> ()
// -----
%v603 = arith.constant -1 : index
%v604 = arith.index_cast %v603 : index to i16
"foo.use"(%v604) : (i16) -> ()
// -----
%v605 = arith.constant 0x802B2E5C : f32
%v606 = arith.truncf %v605 to_nearest_away : f32 to f8E4M3B11FNUZ
"foo.use"(%v606) : (f8E4M3B11FNUZ) -> ()
// -----
%v607 = arith.constant 0x80006FEC3335A6A0E13B6C2E27D8429F : f128
%v608 = arith.bitcast %v607 : f128 to i128
"foo.use"(%v608) : (i128) -> ()
// -----
%v609 = arith.constant -1 : i32
%v610 = arith.sitofp %v609 : i32 to f8E4M3B11FNUZ
"foo.use"(%v610) : (f8E4M3B11FNUZ) -> ()
// -----
%v611 = arith.constant false
%v612 = arith.sitofp %v611 : i1 to f8E5M2FNUZ
"foo.use"(%v612) : (f8E5M2FNUZ) -> ()
// -----
%v613 = arith.constant 0xC0200000 : f32
%v614 = arith.bitcast %v613 : f32 to i32
"foo.use"(%v614) : (i32) -> ()
// -----
%v615 = arith.constant 62646 : i17
%v616 = arith.trunci %v615 : i17 to i1
"foo.use"(%v616) : (i1) -> ()
// -----
%v617 = arith.constant 0xA : f4E2M1FN
%v618 = arith.extf %v617 : f4E2M1FN to f6E2M3FN
"foo.use"(%v618) : (f6E2M3FN) -> ()
// -----
%v619 = arith.constant 0x7 : f4E2M1FN
%v620 = arith.fptosi %v619 : f4E2M1FN to i17
"foo.use"(%v620) : (i17) -> ()
// -----
%v621 = arith.constant -4822599991524751630 : index
%v622 = arith.index_cast %v621 : index to i128
"foo.use"(%v622) : (i128) -> ()
// -----
%v623 = arith.constant 2 : index
%v624 = arith.index_castui %v623 : index to i17
"foo.use"(%v624) : (i17) -> ()
// -----
%v625 = arith.constant 30808 : i16
%v626 = arith.extsi %v625 : i16 to i64
"foo.use"(%v626) : (i64) -> ()
// -----
%v627 = arith.constant 0xFD : f8E5M2
%v628 = arith.fptosi %v627 : f8E5M2 to i64
"foo.use"(%v628) : (i64) -> ()
// -----
%v629 = arith.constant 0x2125110DD586166CE8C42A381B45E8ED : f128
%v630 = arith.truncf %v629 upward : f128 to f8E4M3
"foo.use"(%v630) : (f8E4M3) -> ()
// -----
%v631 = arith.constant -1115270579 : i32
%v632 = arith.trunci %v631 : i32 to i16
"foo.use"(%v632) : (i16) -> ()
// -----
%v633 = arith.constant 2 : i3
%v634 = arith.extsi %v633 : i3 to i16
"foo.use"(%v634) : (i16) -> ()
// -----
%v635 = arith.constant 0x8000 : f16
%v636 = arith.fptoui %v635 : f16 to i64
"foo.use"(%v636) : (i64) -> ()
// -----
%v637 = arith.constant 0xCB00 : f16
%v638 = arith.extf %v637 : f16 to f128
"foo.use"(%v638) : (f128) -> ()
// -----
%v639 = arith.constant 10359 : i16
%v640 = arith.sitofp %v639 : i16 to f128
"foo.use"(%v640) : (f128) -> ()
// -----
%v641 = arith.constant -2 : i16
%v642 = arith.trunci %v641 : i16 to i3
"foo.use"(%v642) : (i3) -> ()
// -----
%v643 = arith.constant 129 : i128
%v644 = arith.sitofp %v643 : i128 to f8E5M2
"foo.use"(%v644) : (f8E5M2) -> ()
// -----
%v645 = arith.constant -1 : i128
%v646 = arith.uitofp %v645 : i128 to f128
"foo.use"(%v646) : (f128) -> ()
// -----
%v647 = arith.constant 0xFC00 : f16
%v648 = arith.bitcast %v647 : f16 to i16
"foo.use"(%v648) : (i16) -> ()
// -----
%v649 = arith.constant 3 : i3
%v650 = arith.index_cast %v649 : i3 to index
"foo.use"(%v650) : (index) -> ()
// -----
%v651 = arith.constant true
%v652 = arith.extsi %v651 : i1 to i16
"foo.use"(%v652) : (i16) -> ()
// -----
%v653 = arith.constant 0xC9 : f8E5M2FNUZ
%v654 = arith.fptoui %v653 : f8E5M2FNUZ to i8
"foo.use"(%v654) : (i8) -> ()
// -----
%v655 = arith.constant 1536086330695796894 : index
%v656 = arith.index_castui %v655 : index to i64
"foo.use"(%v656) : (i64) -> ()
// -----
%v657 = arith.constant 5871788614846723619 : index
%v658 = arith.index_cast %v657 : index to i16
"foo.use"(%v658) : (i16) -> ()
// -----
%v659 = arith.constant -80954651886116907215711906675849056954 : i128
%v660 = arith.trunci %v659 : i128 to i3
"foo.use"(%v660) : (i3) -> ()
// -----
%v661 = arith.constant 0x7F800000 : f32
%v662 = arith.fptoui %v661 : f32 to i16
"foo.use"(%v662) : (i16) -> ()
// -----
%v663 = arith.constant -1916991224 : i32
%v664 = arith.index_castui %v663 : i32 to index
"foo.use"(%v664) : (index) -> ()
// -----
%v665 = arith.constant 0xC : f4E2M1FN
%v666 = arith.fptoui %v665 : f4E2M1FN to i64
"foo.use"(%v666) : (i64) -> ()
// -----
%v667 = arith.constant 0x5 : f8E4M3FNUZ
%v668 = arith.extf %v667 : f8E4M3FNUZ to f32
"foo.use"(%v668) : (f32) -> ()
// -----
%v669 = arith.constant 1 : i32
%v670 = arith.trunci %v669 : i32 to i17
"foo.use"(%v670) : (i17) -> ()
// -----
%v671 = arith.constant 1 : i3
%v672 = arith.extsi %v671 : i3 to i8
"foo.use"(%v672) : (i8) -> ()
// -----
%v673 = arith.constant 9193327221474804362 : index
%v674 = arith.index_castui %v673 : index to i8
"foo.use"(%v674) : (i8) -> ()
// -----
%v675 = arith.constant -1 : i8
%v676 = arith.extsi %v675 : i8 to i32
"foo.use"(%v676) : (i32) -> ()
// -----
%v677 = arith.constant 25806 : i17
%v678 = arith.uitofp %v677 : i17 to f8E5M2FNUZ
"foo.use"(%v678) : (f8E5M2FNUZ) -> ()
// -----
%v679 = arith.constant false
%v680 = arith.uitofp %v679 : i1 to bf16
"foo.use"(%v680) : (bf16) -> ()
// -----
%v681 = arith.constant 0x32 : f6E3M2FN
%v682 = arith.extf %v681 : f6E3M2FN to f8E8M0FNU
"foo.use"(%v682) : (f8E8M0FNU) -> ()
// -----
%v683 = arith.constant -4833373193796878311 : index
%v684 = arith.index_castui %v683 : index to i128
"foo.use"(%v684) : (i128) -> ()
// -----
%v685 = arith.constant false
%v686 = arith.extsi %v685 : i1 to i64
"foo.use"(%v686) : (i64) -> ()
// -----
%v687 = arith.constant 1 : i3
%v688 = arith.extui %v687 : i3 to i17
"foo.use"(%v688) : (i17) -> ()
// -----
%v689 = arith.constant 18 : i17
%v690 = arith.index_castui %v689 : i17 to index
"foo.use"(%v690) : (index) -> ()
// -----
%v691 = arith.constant -8043459916645536860 : index
%v692 = arith.index_cast %v691 : index to i64
"foo.use"(%v692) : (i64) -> ()
// -----
%v693 = arith.constant -22580353165309395981618764474378353659 : i128
%v694 = arith.trunci %v693 : i128 to i1
"foo.use"(%v694) : (i1) -> ()
// -----
%v695 = arith.constant 2 : i3
%v696 = arith.extui %v695 : i3 to i32
"foo.use"(%v696) : (i32) -> ()
// -----
%v697 = arith.constant 1 : i8
%v698 = arith.extsi %v697 : i8 to i16
"foo.use"(%v698) : (i16) -> ()
// -----
%v699 = arith.constant -20916270 : i32
%v700 = arith.uitofp %v699 : i32 to f16
"foo.use"(%v700) : (f16) -> ()
// -----
%v701 = arith.constant 8310507372880182525 : i64
%v702 = arith.extsi %v701 : i64 to i128
"foo.use"(%v702) : (i128) -> ()
// -----
%v703 = arith.constant -2 : i3
%v704 = arith.uitofp %v703 : i3 to f8E5M2FNUZ
"foo.use"(%v704) : (f8E5M2FNUZ) -> ()
// -----
%v705 = arith.constant 3 : i3
%v706 = arith.extsi %v705 : i3 to i128
"foo.use"(%v706) : (i128) -> ()
// -----
%v707 = arith.constant 0x1 : f4E2M1FN
%v708 = arith.extf %v707 : f4E2M1FN to f8E5M2
"foo.use"(%v708) : (f8E5M2) -> ()
// -----
%v709 = arith.constant 170141183460469231731687303715884105727 : i128
%v710 = arith.sitofp %v709 : i128 to f6E3M2FN
"foo.use"(%v710) : (f6E3M2FN) -> ()
// -----
%v711 = arith.constant -109663675186915549726008588750408221519 : i128
%v712 = arith.trunci %v711 : i128 to i64
"foo.use"(%v712) : (i64) -> ()
// -----
%v713 = arith.constant 0xF6 : f8E3M4
%v714 = arith.extf %v713 : f8E3M4 to f128
"foo.use"(%v714) : (f128) -> ()
// -----
%v715 = arith.constant -8747 : i17
%v716 = arith.sitofp %v715 : i17 to bf16
"foo.use"(%v716) : (bf16) -> ()
// -----
%v717 = arith.constant 3093952704094254430 : index
%v718 = arith.index_castui %v717 : index to i3
"foo.use"(%v718) : (i3) -> ()
// -----
%v719 = arith.constant 0 : i3
%v720 = arith.extui %v719 : i3 to i128
"foo.use"(%v720) : (i128) -> ()
// -----
%v721 = arith.constant -6220959279317723702 : i64
%v722 = arith.extsi %v721 : i64 to i128
"foo.use"(%v722) : (i128) -> ()
// -----
%v723 = arith.constant 0x0 : f8E8M0FNU
%v724 = arith.extf %v723 : f8E8M0FNU to f16
"foo.use"(%v724) : (f16) -> ()
// -----
%v725 = arith.constant 0x2B : f8E5M2FNUZ
%v726 = arith.truncf %v725 to_nearest_away : f8E5M2FNUZ to f6E3M2FN
"foo.use"(%v726) : (f6E3M2FN) -> ()
// -----
%v727 = arith.constant 1 : i3
%v728 = arith.extui %v727 : i3 to i32
"foo.use"(%v728) : (i32) -> ()
// -----
%v729 = arith.constant 0 : i16
%v730 = arith.bitcast %v729 : i16 to bf16
"foo.use"(%v730) : (bf16) -> ()
// -----
%v731 = arith.constant 129 : i128
%v732 = arith.trunci %v731 : i128 to i8
"foo.use"(%v732) : (i8) -> ()
// -----
%v733 = arith.constant -4 : i3
%v734 = arith.extsi %v733 : i3 to i32
"foo.use"(%v734) : (i32) -> ()
// -----
%v735 = arith.constant 0x29FAABF0 : f32
%v736 = arith.truncf %v735 toward_zero : f32 to f8E5M2
"foo.use"(%v736) : (f8E5M2) -> ()
// -----
%v737 = arith.constant 0x52 : f8E4M3FNUZ
%v738 = arith.fptoui %v737 : f8E4M3FNUZ to i8
"foo.use"(%v738) : (i8) -> ()
// -----
%v739 = arith.constant 0x3 : f8E5M2FNUZ
%v740 = arith.fptosi %v739 : f8E5M2FNUZ to i16
"foo.use"(%v740) : (i16) -> ()
// -----
%v741 = arith.constant 0x72A6F0AB23AD7BFF951D8816006E2560 : f128
%v742 = arith.bitcast %v741 : f128 to i128
"foo.use"(%v742) : (i128) -> ()
// -----
%v743 = arith.constant -8822796928652464611 : i64
%v744 = arith.sitofp %v743 : i64 to f8E5M2
"foo.use"(%v744) : (f8E5M2) -> ()
// -----
%v745 = arith.constant 0x7 : f8E4M3FN
%v746 = arith.extf %v745 : f8E4M3FN to f64
"foo.use"(%v746) : (f64) -> ()
// -----
%v747 = arith.constant 0xB : f6E3M2FN
%v748 = arith.fptosi %v747 : f6E3M2FN to i8
"foo.use"(%v748) : (i8) -> ()
// -----
%v749 = arith.constant 23 : i8
%v750 = arith.index_cast %v749 : i8 to index
"foo.use"(%v750) : (index) -> ()
// -----
%v751 = arith.constant 2 : i4
%v752 = arith.bitcast %v751 : i4 to f4E2M1FN
"foo.use"(%v752) : (f4E2M1FN) -> ()
// -----
%v753 = arith.constant 0x7F800000 : f32
%v754 = arith.bitcast %v753 : f32 to i32
"foo.use"(%v754) : (i32) -> ()
// -----
%v755 = arith.constant 0 : i3
%v756 = arith.uitofp %v755 : i3 to f8E4M3B11FNUZ
"foo.use"(%v756) : (f8E4M3B11FNUZ) -> ()
// -----
%v757 = arith.constant 0xB6 : f8E5M2
%v758 = arith.fptoui %v757 : f8E5M2 to i32
"foo.use"(%v758) : (i32) -> ()
// -----
%v759 = arith.constant 3 : i3
%v760 = arith.extsi %v759 : i3 to i32
"foo.use"(%v760) : (i32) -> ()
// -----
%v761 = arith.constant 0x4DFF0 : tf32
%v762 = arith.truncf %v761 upward : tf32 to bf16
"foo.use"(%v762) : (bf16) -> ()
// -----
%v763 = arith.constant 0x7FF0000000000000 : f64
%v764 = arith.fptoui %v763 : f64 to i16
"foo.use"(%v764) : (i16) -> ()
// -----
%v765 = arith.constant 0x43 : f8E5M2
%v766 = arith.bitcast %v765 : f8E5M2 to i8
"foo.use"(%v766) : (i8) -> ()
// -----
%v767 = arith.constant 31756 : i16
%v768 = arith.sitofp %v767 : i16 to f8E4M3FN
"foo.use"(%v768) : (f8E4M3FN) -> ()
// -----
%v769 = arith.constant 1 : i8
%v770 = arith.extui %v769 : i8 to i32
"foo.use"(%v770) : (i32) -> ()
// -----
%v771 = arith.constant 0x0 : bf16
%v772 = arith.bitcast %v771 : bf16 to i16
"foo.use"(%v772) : (i16) -> ()
// -----
%v773 = arith.constant 0xAD : f8E4M3
%v774 = arith.fptosi %v773 : f8E4M3 to i3
"foo.use"(%v774) : (i3) -> ()
// -----
%v775 = arith.constant 0x3D : f6E2M3FN
%v776 = arith.extf %v775 : f6E2M3FN to bf16
"foo.use"(%v776) : (bf16) -> ()
// -----
%v777 = arith.constant 4 : i4
%v778 = arith.bitcast %v777 : i4 to f4E2M1FN
"foo.use"(%v778) : (f4E2M1FN) -> ()
// -----
%v779 = arith.constant 0xD12F29E0 : f32
%v780 = arith.extf %v779 : f32 to f128
"foo.use"(%v780) : (f128) -> ()
// -----
%v781 = arith.constant 61034617 : i32
%v782 = arith.trunci %v781 : i32 to i17
"foo.use"(%v782) : (i17) -> ()
// -----
%v783 = arith.constant 0xF : f4E2M1FN
%v784 = arith.fptoui %v783 : f4E2M1FN to i16
"foo.use"(%v784) : (i16) -> ()
// -----
%v785 = arith.constant 0x55 : f8E4M3B11FNUZ
%v786 = arith.truncf %v785 toward_zero : f8E4M3B11FNUZ to f6E2M3FN
"foo.use"(%v786) : (f6E2M3FN) -> ()
// -----
%v787 = arith.constant 0x6 : f4E2M1FN
%v788 = arith.extf %v787 : f4E2M1FN to f16
"foo.use"(%v788) : (f16) -> ()
// -----
%v789 = arith.constant -65536 : i17
%v790 = arith.trunci %v789 : i17 to i8
"foo.use"(%v790) : (i8) -> ()
// -----
%v791 = arith.constant -5155483969800324394 : index
%v792 = arith.index_cast %v791 : index to i16
"foo.use"(%v792) : (i16) -> ()
// -----
%v793 = arith.constant 0x48CF6D9266EA1C47 : f64
%v794 = arith.fptoui %v793 : f64 to i17
"foo.use"(%v794) : (i17) -> ()
// -----
%v795 = arith.constant 32767 : i16
%v796 = arith.extsi %v795 : i16 to i17
"foo.use"(%v796) : (i17) -> ()
// -----
%v797 = arith.constant 1 : i17
%v798 = arith.uitofp %v797 : i17 to bf16
"foo.use"(%v798) : (bf16) -> ()
// -----
%v799 = arith.constant 0xABE2 : bf16
%v800 = arith.fptoui %v799 : bf16 to i3
"foo.use"(%v800) : (i3) -> ()
// -----
%v801 = arith.constant 0x6B257 : tf32
%v802 = arith.bitcast %v801 : tf32 to i19
"foo.use"(%v802) : (i19) -> ()
// -----
%v803 = arith.constant -61 : i8
%v804 = arith.extsi %v803 : i8 to i16
"foo.use"(%v804) : (i16) -> ()
// -----
%v805 = arith.constant -5150196007368157976 : index
%v806 = arith.index_castui %v805 : index to i3
"foo.use"(%v806) : (i3) -> ()
// -----
%v807 = arith.constant 36114 : i17
%v808 = arith.index_cast %v807 : i17 to index
"foo.use"(%v808) : (index) -> ()
// -----
%v809 = arith.constant 0x14 : f6E2M3FN
%v810 = arith.fptosi %v809 : f6E2M3FN to i17
"foo.use"(%v810) : (i17) -> ()
// -----
%v811 = arith.constant -32768 : i16
%v812 = arith.index_cast %v811 : i16 to index
"foo.use"(%v812) : (index) -> ()
// -----
%v813 = arith.constant 33 : i32
%v814 = arith.index_cast %v813 : i32 to index
"foo.use"(%v814) : (index) -> ()
// -----
%v815 = arith.constant 0x0 : f16
%v816 = arith.bitcast %v815 : f16 to bf16
"foo.use"(%v816) : (bf16) -> ()
// -----
%v817 = arith.constant 988 : i16
%v818 = arith.extui %v817 : i16 to i32
"foo.use"(%v818) : (i32) -> ()
// -----
%v819 = arith.constant -16282 : i17
%v820 = arith.sitofp %v819 : i17 to bf16
"foo.use"(%v820) : (bf16) -> ()
// -----
%v821 = arith.constant false
%v822 = arith.uitofp %v821 : i1 to f64
"foo.use"(%v822) : (f64) -> ()
// -----
%v823 = arith.constant 13589 : i17
%v824 = arith.trunci %v823 : i17 to i16
"foo.use"(%v824) : (i16) -> ()
// -----
%v827 = arith.constant -2 : i3
%v828 = arith.sitofp %v827 : i3 to tf32
"foo.use"(%v828) : (tf32) -> ()
// -----
%v829 = arith.constant -4 : i3
%v830 = arith.extsi %v829 : i3 to i128
"foo.use"(%v830) : (i128) -> ()
// -----
%v831 = arith.constant -32459 : i16
%v832 = arith.index_castui %v831 : i16 to index
"foo.use"(%v832) : (index) -> ()
// -----
%v833 = arith.constant 0xB8 : f8E4M3B11FNUZ
%v834 = arith.extf %v833 : f8E4M3B11FNUZ to f64
"foo.use"(%v834) : (f64) -> ()
// -----
%v835 = arith.constant -2845 : i17
%v836 = arith.sitofp %v835 : i17 to f8E5M2FNUZ
"foo.use"(%v836) : (f8E5M2FNUZ) -> ()
// -----
%v837 = arith.constant 0xFFC8026A : f32
%v838 = arith.fptosi %v837 : f32 to i64
"foo.use"(%v838) : (i64) -> ()
// -----
%v839 = arith.constant -2 : i32
%v840 = arith.index_castui %v839 : i32 to index
"foo.use"(%v840) : (index) -> ()
// -----
%v841 = arith.constant 0x241 : f16
%v842 = arith.truncf %v841 toward_zero : f16 to f8E4M3
"foo.use"(%v842) : (f8E4M3) -> ()
// -----
%v843 = arith.constant 0xBEE29CCB67FFEF5250FF17034DB60608 : f128
%v844 = arith.truncf %v843 downward : f128 to f8E4M3B11FNUZ
"foo.use"(%v844) : (f8E4M3B11FNUZ) -> ()
// -----
%v845 = arith.constant -1276768042 : i32
%v846 = arith.uitofp %v845 : i32 to f8E4M3
"foo.use"(%v846) : (f8E4M3) -> ()
// -----
%v847 = arith.constant 0xC0000000 : f32
%v848 = arith.fptosi %v847 : f32 to i64
"foo.use"(%v848) : (i64) -> ()
// -----
%v849 = arith.constant 0 : i4
%v850 = arith.bitcast %v849 : i4 to f4E2M1FN
"foo.use"(%v850) : (f4E2M1FN) -> ()
// -----
%v851 = arith.constant false
%v852 = arith.extui %v851 : i1 to i17
"foo.use"(%v852) : (i17) -> ()
// -----
%v853 = arith.constant 0x4 : f4E2M1FN
%v854 = arith.extf %v853 : f4E2M1FN to f128
"foo.use"(%v854) : (f128) -> ()
// -----
%v855 = arith.constant 4115219282952697715 : i64
%v856 = arith.index_castui %v855 : i64 to index
"foo.use"(%v856) : (index) -> ()
// -----
%v857 = arith.constant -2 : i3
%v858 = arith.uitofp %v857 : i3 to tf32
"foo.use"(%v858) : (tf32) -> ()
// -----
%v859 = arith.constant 65535 : i17
%v860 = arith.uitofp %v859 : i17 to f8E5M2
"foo.use"(%v860) : (f8E5M2) -> ()
// -----
%v861 = arith.constant 426401286057459583 : i64
%v862 = arith.trunci %v861 : i64 to i17
"foo.use"(%v862) : (i17) -> ()
// -----
%v863 = arith.constant -1 : i32
%v864 = arith.extsi %v863 : i32 to i128
"foo.use"(%v864) : (i128) -> ()
// -----
%v865 = arith.constant 0x5 : f4E2M1FN
%v866 = arith.extf %v865 : f4E2M1FN to f8E3M4
"foo.use"(%v866) : (f8E3M4) -> ()
// -----
%v867 = arith.constant -2097943228 : i32
%v868 = arith.uitofp %v867 : i32 to f8E8M0FNU
"foo.use"(%v868) : (f8E8M0FNU) -> ()
// -----
%v869 = arith.constant 0x805F : bf16
%v870 = arith.fptosi %v869 : bf16 to i128
"foo.use"(%v870) : (i128) -> ()
// -----
%v871 = arith.constant 0xC5 : f8E5M2FNUZ
%v872 = arith.fptosi %v871 : f8E5M2FNUZ to i17
"foo.use"(%v872) : (i17) -> ()
// -----
%v873 = arith.constant -7153 : i16
%v874 = arith.trunci %v873 : i16 to i1
"foo.use"(%v874) : (i1) -> ()
// -----
%v875 = arith.constant false
%v876 = arith.extsi %v875 : i1 to i64
"foo.use"(%v876) : (i64) -> ()
// -----
%v877 = arith.constant 0xE : f6E3M2FN
%v878 = arith.extf %v877 : f6E3M2FN to f8E8M0FNU
"foo.use"(%v878) : (f8E8M0FNU) -> ()
// -----
%v881 = arith.constant -9223372036854775808 : index
%v882 = arith.index_cast %v881 : index to i64
"foo.use"(%v882) : (i64) -> ()
// -----
%v883 = arith.constant 0x154E56BEA7C3A324 : f64
%v884 = arith.bitcast %v883 : f64 to i64
"foo.use"(%v884) : (i64) -> ()
// -----
%v885 = arith.constant -2 : i3
%v886 = arith.extsi %v885 : i3 to i16
"foo.use"(%v886) : (i16) -> ()
// -----
%v887 = arith.constant 0x5D40 : f16
%v888 = arith.fptoui %v887 : f16 to i64
"foo.use"(%v888) : (i64) -> ()
// -----
%v889 = arith.constant 82 : i8
%v890 = arith.bitcast %v889 : i8 to f8E4M3FN
"foo.use"(%v890) : (f8E4M3FN) -> ()
// -----
%v891 = arith.constant 0xF8 : f8E4M3FN
%v892 = arith.fptoui %v891 : f8E4M3FN to i3
"foo.use"(%v892) : (i3) -> ()
// -----
%v893 = arith.constant 0x9F7599618A7291D0 : f64
%v894 = arith.truncf %v893 toward_zero : f64 to f6E3M2FN
"foo.use"(%v894) : (f6E3M2FN) -> ()
// -----
%v895 = arith.constant 0x46 : f8E8M0FNU
%v896 = arith.extf %v895 : f8E8M0FNU to f128
"foo.use"(%v896) : (f128) -> ()
// -----
%v897 = arith.constant 0x1C : f6E3M2FN
%v898 = arith.fptosi %v897 : f6E3M2FN to i1
"foo.use"(%v898) : (i1) -> ()
// -----
%v899 = arith.constant 21887 : i16
%v900 = arith.extsi %v899 : i16 to i32
"foo.use"(%v900) : (i32) -> ()
// -----
%v901 = arith.constant 1 : i8
%v902 = arith.extui %v901 : i8 to i64
"foo.use"(%v902) : (i64) -> ()
// -----
%v903 = arith.constant 0x6A6E7F663879E07BACB944426217706E : f128
%v904 = arith.fptosi %v903 : f128 to i64
"foo.use"(%v904) : (i64) -> ()
// -----
%v905 = arith.constant 0x8000 : bf16
%v906 = arith.truncf %v905 : bf16 to f4E2M1FN
"foo.use"(%v906) : (f4E2M1FN) -> ()
// -----
%v907 = arith.constant -24 : i8
%v908 = arith.sitofp %v907 : i8 to f8E4M3FN
"foo.use"(%v908) : (f8E4M3FN) -> ()
// -----
%v909 = arith.constant 0xC0C00000 : f32
%v910 = arith.fptoui %v909 : f32 to i1
"foo.use"(%v910) : (i1) -> ()
// -----
%v911 = arith.constant 0xCE : f8E4M3
%v912 = arith.fptosi %v911 : f8E4M3 to i32
"foo.use"(%v912) : (i32) -> ()
// -----
%v913 = arith.constant false
%v914 = arith.extui %v913 : i1 to i3
"foo.use"(%v914) : (i3) -> ()
// -----
%v915 = arith.constant -1 : i32
%v916 = arith.index_cast %v915 : i32 to index
"foo.use"(%v916) : (index) -> ()
// -----
%v917 = arith.constant false
%v918 = arith.uitofp %v917 : i1 to f4E2M1FN
"foo.use"(%v918) : (f4E2M1FN) -> ()
// -----
%v919 = arith.constant 632482098153587802 : i64
%v920 = arith.sitofp %v919 : i64 to f8E8M0FNU
"foo.use"(%v920) : (f8E8M0FNU) -> ()
// -----
%v921 = arith.constant true
%v922 = arith.uitofp %v921 : i1 to tf32
"foo.use"(%v922) : (tf32) -> ()
// -----
%v923 = arith.constant -26 : i8
%v924 = arith.uitofp %v923 : i8 to f8E4M3
"foo.use"(%v924) : (f8E4M3) -> ()
// -----
%v925 = arith.constant 0x9350932B : f32
%v926 = arith.fptosi %v925 : f32 to i64
"foo.use"(%v926) : (i64) -> ()
// -----
%v927 = arith.constant 0x401C000000000000 : f64
%v928 = arith.bitcast %v927 : f64 to i64
"foo.use"(%v928) : (i64) -> ()
// -----
%v929 = arith.constant -9451 : i16
%v930 = arith.extsi %v929 : i16 to i32
"foo.use"(%v930) : (i32) -> ()
// -----
%v931 = arith.constant -81 : i8
%v932 = arith.extui %v931 : i8 to i64
"foo.use"(%v932) : (i64) -> ()
// -----
%v933 = arith.constant true
%v934 = arith.extsi %v933 : i1 to i8
"foo.use"(%v934) : (i8) -> ()
// -----
%v935 = arith.constant 3427314998833938516 : index
%v936 = arith.index_cast %v935 : index to i32
"foo.use"(%v936) : (i32) -> ()
// -----
%v937 = arith.constant -1 : i64
%v938 = arith.trunci %v937 : i64 to i32
"foo.use"(%v938) : (i32) -> ()
// -----
%v939 = arith.constant 0x7FD5C : tf32
%v940 = arith.fptoui %v939 : tf32 to i128
"foo.use"(%v940) : (i128) -> ()
// -----
%v941 = arith.constant 1353599708767328769 : i64
%v942 = arith.trunci %v941 : i64 to i3
"foo.use"(%v942) : (i3) -> ()
// -----
%v943 = arith.constant 14280 : i16
%v944 = arith.extsi %v943 : i16 to i32
"foo.use"(%v944) : (i32) -> ()
// -----
%v945 = arith.constant 0x65 : f8E5M2
%v946 = arith.fptoui %v945 : f8E5M2 to i17
"foo.use"(%v946) : (i17) -> ()
// -----
%v947 = arith.constant -62 : i8
%v948 = arith.extui %v947 : i8 to i128
"foo.use"(%v948) : (i128) -> ()
// -----
%v949 = arith.constant 84 : i8
%v950 = arith.extsi %v949 : i8 to i17
"foo.use"(%v950) : (i17) -> ()
// -----
%v951 = arith.constant -32768 : i16
%v952 = arith.sitofp %v951 : i16 to tf32
"foo.use"(%v952) : (tf32) -> ()
// -----
%v953 = arith.constant 0x0 : f6E3M2FN
%v954 = arith.extf %v953 : f6E3M2FN to bf16
"foo.use"(%v954) : (bf16) -> ()
// -----
%v955 = arith.constant 0x4160 : bf16
%v956 = arith.extf %v955 : bf16 to f128
"foo.use"(%v956) : (f128) -> ()
// -----
%v957 = arith.constant 1 : i3
%v958 = arith.index_cast %v957 : i3 to index
"foo.use"(%v958) : (index) -> ()
// -----
%v959 = arith.constant -9223372036854775808 : index
%v960 = arith.index_cast %v959 : index to i16
"foo.use"(%v960) : (i16) -> ()
// -----
%v961 = arith.constant false
%v962 = arith.extui %v961 : i1 to i64
"foo.use"(%v962) : (i64) -> ()
// -----
%v963 = arith.constant 1415 : i17
%v964 = arith.sitofp %v963 : i17 to f8E5M2
"foo.use"(%v964) : (f8E5M2) -> ()
// -----
%v965 = arith.constant -1350 : i16
%v966 = arith.sitofp %v965 : i16 to f16
"foo.use"(%v966) : (f16) -> ()
// -----
%v967 = arith.constant 0x45C77EAA : f32
%v968 = arith.bitcast %v967 : f32 to i32
"foo.use"(%v968) : (i32) -> ()
// -----
%v969 = arith.constant 0x7F6BC2 : f32
%v970 = arith.truncf %v969 upward : f32 to f8E4M3B11FNUZ
"foo.use"(%v970) : (f8E4M3B11FNUZ) -> ()
